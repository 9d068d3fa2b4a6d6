import { companyCnpjTexts, companyTexts, type Tag } from '@product/api/contract';
import { companyCnpjOperations, companyOperations } from '@product/api/contract/operations';
import {
  clientAreaTexts,
  cnpjHoldingAmong,
  cnpjRoot,
  cnpjSearchTerm,
  foldText,
  newCompanyConflict,
} from '@product/domain';
import { fixtureNow } from '../fixtures/accounts';
import {
  type CompanyFixture,
  companyAddressOf,
  companyCnaesOf,
  companyCnpjItemOf,
  companyDetailOf,
  companyFixtures,
  companyLevelOf,
  companyListItemOf,
  fixtureCnpj,
  registeredEstablishment,
  tagFixtures,
} from '../fixtures/companies';
import { badRequest, conflict, mockOperation, notFound } from '../operation';
import { page } from './respond';

/** A CNPJ the mock registry does not know: adding it answers 404, as the server does. */
export const mockUnknownCnpj = fixtureCnpj('99999999', 1);
const unknownCnpjMessage = 'CNPJ não encontrado na Receita Federal.';

/** The mocks' Receita Federal: what it says of a CNPJ, or null for one it does not know (404). */
export type MockRegistry = (cnpj: string) => { registrationName: string } | null;
const defaultRegistry: MockRegistry = (cnpj) =>
  cnpj === mockUnknownCnpj ? null : { registrationName: `NOVA EMPRESA ${cnpjRoot(cnpj)} LTDA` };

// The account's companies and tags in memory: stories can add, edit and
// delete and see the grid follow; `resetCompanyMocks()` restores the fixtures
// (and the registry, which `seedCompanyMocks` may replace).
export const companyStore = {
  companies: [] as CompanyFixture[],
  tags: [] as Tag[],
  nextId: 1000,
  registry: defaultRegistry,
};

export function resetCompanyMocks(): void {
  seedCompanyMocks({ companies: companyFixtures, registry: defaultRegistry });
}

/** Starts the account from these companies and this registry (the behaviour contract test starts empty). */
export function seedCompanyMocks(start: { companies: readonly CompanyFixture[]; registry: MockRegistry }): void {
  companyStore.companies = structuredClone([...start.companies]);
  companyStore.tags = structuredClone(tagFixtures);
  companyStore.nextId = 1000;
  companyStore.registry = start.registry;
}
resetCompanyMocks();

export const findCompany = (id: number) => companyStore.companies.find((company) => company.id === id);

/** The company, or the server's 404 (a company of another account is simply not found). */
function visibleCompany(id: number): CompanyFixture {
  const company = findCompany(id);
  if (!company) throw notFound(clientAreaTexts.companyNotFound);
  return company;
}

const accountCnpjs = () => companyStore.companies.flatMap((company) => company.establishments.map((e) => e.cnpj));

/**
 * A new company from one CNPJ, as the server's `createCompanyFromCnpj`: the
 * one-root-one-company rule of the domain (409), then the registry (404), then
 * the company named after its registration. Throws `MockApiError`.
 */
export function createMockCompany(cnpj: string, enabled: boolean): { id: number; name: string } {
  const taken = newCompanyConflict(cnpjHoldingAmong(cnpj, accountCnpjs()));
  if (taken) throw conflict(companyTexts[taken]);
  const registered = companyStore.registry(cnpj);
  if (!registered) throw notFound(unknownCnpjMessage);
  const id = companyStore.nextId++;
  const name = registered.registrationName;
  companyStore.companies.push({
    ...structuredClone(companyFixtures[companyFixtures.length - 1] as CompanyFixture),
    id,
    name,
    enabled,
    createdAt: fixtureNow,
    tagIds: [],
    totalFiles: 0,
    lastUpdateInDays: 0,
    licenses: [],
    establishments: [registeredEstablishment(id * 10 + 1, cnpj, name, fixtureNow)],
  });
  return { id, name };
}

/** The server's search (companies/queries `companyListWhere`): a name of the company or its CNPJs, or a CNPJ. */
function matches(company: CompanyFixture, search: string | undefined): boolean {
  if (!search) return true;
  const term = foldText(search);
  const names = [company.name, ...company.establishments.flatMap((e) => [e.registrationName, e.fantasyName ?? ''])];
  if (names.some((name) => foldText(name).includes(term))) return true;
  const cnpj = cnpjSearchTerm(search);
  return cnpj !== null && company.establishments.some((establishment) => establishment.cnpj.includes(cnpj));
}

const byKey = {
  'et.id': (company: CompanyFixture) => company.id,
  'et.name': (company: CompanyFixture) => company.name,
  'et.createdAt': (company: CompanyFixture) => company.createdAt.getTime(),
  'et.updatedAt': (company: CompanyFixture) => company.createdAt.getTime(),
} as const;

function compare(a: string | number, b: string | number): number {
  return typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b, 'pt-BR') : Number(a) - Number(b);
}

const companyOnlyHandlers = [
  mockOperation(companyOperations.list, ({ query }) => {
    const { tag = [], tag_match, search, sort, direction } = query;
    const key = byKey[sort];
    const carries = (company: CompanyFixture) =>
      tag.length === 0 || tag[tag_match === 'all' ? 'every' : 'some']((id) => company.tagIds.includes(id));
    const rows = companyStore.companies
      .filter((company) => carries(company) && matches(company, search))
      .sort((a, b) => (direction === 'asc' ? 1 : -1) * (compare(key(a), key(b)) || a.id - b.id))
      .map((company) => companyListItemOf(company, companyStore.tags));
    return page(rows, query);
  }),
  mockOperation(companyOperations.create, ({ body }) => {
    const { id } = createMockCompany(body.cnpj, body.companyEnabled);
    return { message: companyTexts.created, id };
  }),
  mockOperation(companyOperations.get, ({ params }) => companyDetailOf(visibleCompany(params.id))),
  mockOperation(companyOperations.update, ({ params, body }) => {
    const company = visibleCompany(params.id);
    company.name = body.name;
    company.enabled = body.enabled ?? company.enabled;
    return { message: companyTexts.updated };
  }),
  mockOperation(companyOperations.delete, ({ params }) => {
    const company = visibleCompany(params.id);
    companyStore.companies = companyStore.companies.filter((item) => item !== company);
    return { message: companyTexts.deleted };
  }),
  mockOperation(companyOperations.updateData, ({ params }) => {
    visibleCompany(params.id).lastUpdateInDays = 0;
    return { message: companyTexts.updated, lastUpdateInDays: 0 };
  }),
  mockOperation(companyOperations.lastUpdate, ({ params }) => ({
    lastUpdateInDays: visibleCompany(params.id).lastUpdateInDays,
  })),
  mockOperation(companyOperations.addresses, ({ params }) =>
    [...visibleCompany(params.id).establishments]
      .sort((a, b) => a.id - b.id)
      .map((establishment) => companyAddressOf(establishment)),
  ),
  mockOperation(companyOperations.cnaes, ({ params }) => companyCnaesOf(visibleCompany(params.id))),
  mockOperation(companyOperations.level, ({ params }) => ({ cnpjLevel: companyLevelOf(visibleCompany(params.id)) })),
];

const cnpjSorts = {
  'et.id': (row: { id: number }) => row.id,
  'et.registrationName': (row: { registrationName: string }) => row.registrationName,
  'et.registrationCode': (row: { cnpj: string }) => row.cnpj,
  'et.createdAt': (row: { createdAt: Date }) => row.createdAt.getTime(),
} as const;

const maskRoot = (root: string) => `${root.slice(0, 2)}.${root.slice(2, 5)}.${root.slice(5, 8)}`;

const cnpjHandlers = [
  mockOperation(companyCnpjOperations.list, ({ params, query }) => {
    const company = visibleCompany(params.id);
    const { search, sort, direction } = query;
    const term = search ? foldText(search) : '';
    const cnpj = search ? cnpjSearchTerm(search) : null;
    const key = cnpjSorts[sort];
    const rows = company.establishments
      .filter(
        (row) =>
          !search ||
          [row.registrationName, row.fantasyName ?? '', row.city ?? ''].some((text) => foldText(text).includes(term)) ||
          (cnpj !== null && row.cnpj.includes(cnpj)),
      )
      .sort((a, b) => (direction === 'asc' ? 1 : -1) * (compare(key(a), key(b)) || a.id - b.id))
      .map((row) => companyCnpjItemOf(row));
    return page(rows, query);
  }),
  mockOperation(companyCnpjOperations.create, ({ params, body }) => {
    const company = visibleCompany(params.id);
    const { cnpj } = body;
    const root = cnpjRoot(company.establishments[0]?.cnpj ?? cnpj);
    if (cnpjRoot(cnpj) !== root) throw badRequest(`${companyCnpjTexts.otherRoot} ${maskRoot(root)}.`);
    if (cnpjHoldingAmong(cnpj, accountCnpjs()).cnpj) throw conflict(companyTexts.cnpjTaken);
    if (!companyStore.registry(cnpj)) throw notFound(unknownCnpjMessage);
    const id = companyStore.nextId++;
    company.establishments.push(
      registeredEstablishment(id, cnpj, company.establishments[0]?.registrationName ?? company.name, fixtureNow),
    );
    return { message: companyCnpjTexts.added, id };
  }),
  mockOperation(companyCnpjOperations.delete, ({ params, body }) => {
    const company = visibleCompany(params.id);
    const target = company.establishments.find((row) => row.cnpj === body.registrationCode);
    if (!target) throw notFound(companyCnpjTexts.notFound);
    if (company.establishments.length === 1) throw conflict(companyCnpjTexts.lastCnpj);
    company.establishments = company.establishments.filter((row) => row !== target);
    return { message: companyCnpjTexts.deleted };
  }),
];

/** The companies calls and the CNPJ calls, registered from `companyOperations` and `companyCnpjOperations`. */
export const companyHandlers = [...companyOnlyHandlers, ...cnpjHandlers];
