import {
  type CnaesByLevel,
  type CompanyAddressesResponse,
  type CompanyCnpjCreateResponse,
  type CompanyCnpjListResponse,
  type CompanyCnpjMessageResponse,
  type CompanyCreateResponse,
  type CompanyDetail,
  type CompanyLastUpdateResponse,
  type CompanyLevelResponse,
  type CompanyListResponse,
  type CompanyMessageResponse,
  type CompanyUpdateDataResponse,
  catalogueIdParam,
  companyCnpjCreateRequest,
  companyCnpjDeleteRequest,
  companyCnpjListQuery,
  companyCnpjPaths,
  companyCnpjTexts,
  companyCreateRequest,
  companyListQuery,
  companyPaths,
  companyTexts,
  companyUpdateRequest,
  type ErrorResponse,
  type Tag,
} from '@product/api/contract';
import { cnpjRoot, pageCount } from '@product/domain';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
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
import { sessionRefused } from './session';

/** A CNPJ the mock registry does not know: adding it answers 404, as the server does. */
export const mockUnknownCnpj = fixtureCnpj('99999999', 1);
const unknownCnpjMessage = 'CNPJ não encontrado na Receita Federal.';

// The account's companies and tags in memory: stories can add, edit and
// delete and see the grid follow; `resetCompanyMocks()` restores the fixtures.
export const companyStore = { companies: [] as CompanyFixture[], tags: [] as Tag[], nextId: 1000 };

export function resetCompanyMocks(): void {
  companyStore.companies = structuredClone(companyFixtures);
  companyStore.tags = structuredClone(tagFixtures);
  companyStore.nextId = 1000;
}
resetCompanyMocks();

type Failure = HttpResponse<ErrorResponse>;
export const fail = (status: number, message: string): Failure => HttpResponse.json({ message }, { status });
export const unauthorized = sessionRefused;
export const signedIn = (request: Request) => Boolean(request.headers.get('Authorization'));
const companyMissing = () => fail(404, companyTexts.notFound);

/** Parses with a contract schema; a failure answers 400 with the first issue's message, as the server does. */
export function parse<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
): { data: z.output<T> } | { error: Failure } {
  const result = (schema as unknown as z.ZodMiniType<z.output<T>>).safeParse(input);
  if (result.success) return { data: result.data };
  return { error: fail(400, result.error.issues[0]?.message ?? 'Corpo da requisição inválido.') };
}
export const bodyOf = (request: Request) => request.json().catch(() => null);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const bare = (text: string) => text.replace(/[\s./-]/g, '').toUpperCase();

/** The id in the path, or null when it is not one (the request is then left to other handlers). */
export function idOf(value: string | undefined): number | null {
  const parsed = catalogueIdParam.safeParse({ id: value });
  return parsed.success ? parsed.data.id : null;
}
export const findCompany = (id: number) => companyStore.companies.find((company) => company.id === id);

function page<T>(rows: T[], query: { page: number; limit: number }) {
  return {
    items: rows.slice(query.page * query.limit, (query.page + 1) * query.limit),
    total: rows.length,
    pages_in_range: pageCount(rows.length, query.limit),
  };
}

function matches(company: CompanyFixture, search: string | undefined): boolean {
  if (!search) return true;
  const term = fold(search);
  const names = [company.name, ...company.establishments.flatMap((e) => [e.registrationName, e.fantasyName ?? ''])];
  if (names.some((name) => fold(name).includes(term))) return true;
  const code = bare(search);
  return /\d/.test(code) && company.establishments.some((establishment) => establishment.cnpj.includes(code));
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
  http.get<never, never, CompanyListResponse | ErrorResponse>(`*${companyPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = parse(companyListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const { tag = [], tag_match, search, sort, direction } = query.data;
    const key = byKey[sort];
    const carries = (company: CompanyFixture) =>
      tag.length === 0 || tag[tag_match === 'all' ? 'every' : 'some']((id) => company.tagIds.includes(id));
    const rows = companyStore.companies
      .filter((company) => carries(company) && matches(company, search))
      .sort((a, b) => (direction === 'asc' ? 1 : -1) * (compare(key(a), key(b)) || a.id - b.id))
      .map((company) => companyListItemOf(company, companyStore.tags));
    return HttpResponse.json(page(rows, query.data));
  }),
  http.post<never, never, CompanyCreateResponse | ErrorResponse>(`*${companyPaths.list}`, async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = parse(companyCreateRequest, await bodyOf(request));
    if ('error' in body) return body.error;
    const { cnpj, companyEnabled } = body.data;
    const all = companyStore.companies.flatMap((company) => company.establishments);
    if (all.some((establishment) => establishment.cnpj === cnpj)) return fail(409, companyTexts.cnpjTaken);
    if (all.some((establishment) => cnpjRoot(establishment.cnpj) === cnpjRoot(cnpj))) {
      return fail(409, companyTexts.rootTaken);
    }
    if (cnpj === mockUnknownCnpj) return fail(404, unknownCnpjMessage);
    const id = companyStore.nextId++;
    const name = `NOVA EMPRESA ${cnpjRoot(cnpj)} LTDA`;
    companyStore.companies.push({
      ...structuredClone(companyFixtures[companyFixtures.length - 1] as CompanyFixture),
      id,
      name,
      enabled: companyEnabled,
      createdAt: fixtureNow,
      tagIds: [],
      totalFiles: 0,
      lastUpdateInDays: 0,
      licenses: [],
      establishments: [registeredEstablishment(id * 10 + 1, cnpj, name, fixtureNow)],
    });
    return HttpResponse.json({ message: companyTexts.created, id }, { status: 201 });
  }),
  http.get<{ id: string }, never, CompanyDetail | ErrorResponse>(
    `*${companyPaths.one(':id')}`,
    ({ request, params }) => {
      const id = idOf(params.id);
      if (id === null) return undefined;
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(id);
      return company ? HttpResponse.json(companyDetailOf(company)) : companyMissing();
    },
  ),
  http.put<{ id: string }, never, CompanyMessageResponse | ErrorResponse>(
    `*${companyPaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      const body = parse(companyUpdateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      company.name = body.data.name;
      company.enabled = body.data.enabled ?? company.enabled;
      return HttpResponse.json({ message: companyTexts.updated });
    },
  ),
  http.delete<{ id: string }, never, CompanyMessageResponse | ErrorResponse>(
    `*${companyPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      companyStore.companies = companyStore.companies.filter((item) => item !== company);
      return HttpResponse.json({ message: companyTexts.deleted });
    },
  ),
  http.post<{ id: string }, never, CompanyUpdateDataResponse | ErrorResponse>(
    `*${companyPaths.updateData(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      company.lastUpdateInDays = 0;
      return HttpResponse.json({ message: companyTexts.updated, lastUpdateInDays: 0 });
    },
  ),
  http.get<{ id: string }, never, CompanyLastUpdateResponse | ErrorResponse>(
    `*${companyPaths.lastUpdate(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      return company ? HttpResponse.json({ lastUpdateInDays: company.lastUpdateInDays }) : companyMissing();
    },
  ),
  http.get<{ id: string }, never, CompanyAddressesResponse | ErrorResponse>(
    `*${companyPaths.addresses(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      return HttpResponse.json(
        [...company.establishments].sort((a, b) => a.id - b.id).map((establishment) => companyAddressOf(establishment)),
      );
    },
  ),
  http.get<{ id: string }, never, CnaesByLevel | ErrorResponse>(
    `*${companyPaths.cnaes(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      return company ? HttpResponse.json(companyCnaesOf(company)) : companyMissing();
    },
  ),
  http.get<{ id: string }, never, CompanyLevelResponse | ErrorResponse>(
    `*${companyPaths.level(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      return company ? HttpResponse.json({ cnpjLevel: companyLevelOf(company) }) : companyMissing();
    },
  ),
];

const cnpjSorts = {
  'et.id': (row: { id: number }) => row.id,
  'et.registrationName': (row: { registrationName: string }) => row.registrationName,
  'et.registrationCode': (row: { cnpj: string }) => row.cnpj,
  'et.createdAt': (row: { createdAt: Date }) => row.createdAt.getTime(),
} as const;

const maskRoot = (root: string) => `${root.slice(0, 2)}.${root.slice(2, 5)}.${root.slice(5, 8)}`;

const cnpjHandlers = [
  http.get<{ id: string }, never, CompanyCnpjListResponse | ErrorResponse>(
    `*${companyCnpjPaths.list(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      const query = parse(companyCnpjListQuery, queryOf(request));
      if ('error' in query) return query.error;
      const { search, sort, direction } = query.data;
      const term = search ? fold(search) : '';
      const code = search ? bare(search) : '';
      const key = cnpjSorts[sort];
      const rows = company.establishments
        .filter(
          (row) =>
            !search ||
            [row.registrationName, row.fantasyName ?? '', row.city ?? ''].some((text) => fold(text).includes(term)) ||
            (/\d/.test(code) && row.cnpj.includes(code)),
        )
        .sort((a, b) => (direction === 'asc' ? 1 : -1) * (compare(key(a), key(b)) || a.id - b.id))
        .map((row) => companyCnpjItemOf(row));
      return HttpResponse.json(page(rows, query.data));
    },
  ),
  http.post<{ id: string }, never, CompanyCnpjCreateResponse | ErrorResponse>(
    `*${companyCnpjPaths.list(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      const body = parse(companyCnpjCreateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const { cnpj } = body.data;
      const root = cnpjRoot(company.establishments[0]?.cnpj ?? cnpj);
      if (cnpjRoot(cnpj) !== root) return fail(400, `${companyCnpjTexts.otherRoot} ${maskRoot(root)}.`);
      const all = companyStore.companies.flatMap((item) => item.establishments);
      if (all.some((establishment) => establishment.cnpj === cnpj)) return fail(409, companyTexts.cnpjTaken);
      if (cnpj === mockUnknownCnpj) return fail(404, unknownCnpjMessage);
      const id = companyStore.nextId++;
      company.establishments.push(
        registeredEstablishment(id, cnpj, company.establishments[0]?.registrationName ?? company.name, fixtureNow),
      );
      return HttpResponse.json({ message: companyCnpjTexts.added, id }, { status: 201 });
    },
  ),
  http.delete<{ id: string }, never, CompanyCnpjMessageResponse | ErrorResponse>(
    `*${companyCnpjPaths.list(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return companyMissing();
      const body = parse(companyCnpjDeleteRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const target = company.establishments.find((row) => row.cnpj === body.data.registrationCode);
      if (!target) return fail(404, companyCnpjTexts.notFound);
      if (company.establishments.length === 1) return fail(409, companyCnpjTexts.lastCnpj);
      company.establishments = company.establishments.filter((row) => row !== target);
      return HttpResponse.json({ message: companyCnpjTexts.deleted });
    },
  ),
];

/** The companies calls and the CNPJ calls. */
export const companyHandlers = [...companyOnlyHandlers, ...cnpjHandlers];
