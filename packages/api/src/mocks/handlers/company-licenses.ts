import {
  type CompanyLicenseItem,
  clientFilePaths,
  type companyLicenseListQuery,
  companyLicenseTexts,
  fileLinkSeconds,
} from '@product/api/contract';
import { type BodyOf, companyLicenseOperations } from '@product/api/contract/operations';
import {
  clientAreaTexts,
  cnaeCodeDigits,
  cnpjSearchTerm,
  foldText,
  licenseInitialData,
  licenseStatus,
  licenseStatuses,
  licenseStatusUrgency,
  maskCnaeCode,
  pageCount,
  seesLicenseSources,
  toWireDate,
} from '@product/domain';
import type { z } from 'zod/mini';
import { fixtureNow } from '../fixtures/accounts';
import {
  companyLicenseFixtureCompany,
  companyLicenseFixtures,
  companyLicenseFixtureToday,
  companyLicenseRepositoryFixtures,
  licenseFileFixture,
  licenseSourceFixtures,
} from '../fixtures/company-licenses';
import { badRequest, mockOperation, notFound } from '../operation';
import { removeRepositoryFiles } from './files';

/** A company's licence rows in the mocks, and the state of each of its CNPJs (for the rows' sources). */
interface LicenseCompany {
  rows: CompanyLicenseItem[];
  ufOfCnpj: ReadonlyMap<number, string>;
}

// The licence rows the handlers work on, by company: saving and resetting
// change this copy of the fixtures, so a story sees the list follow;
// `resetCompanyLicenseMocks()` restores it.
const store = new Map<number, LicenseCompany>();

export function resetCompanyLicenseMocks(): void {
  store.clear();
  const company = companyLicenseFixtureCompany;
  seedCompanyLicenseMocks(
    company.id,
    companyLicenseFixtures,
    company.establishments.map((establishment) => [establishment.id, establishment.uf]),
  );
}

/** Puts a company's licence rows in the store (the behaviour contract test gives it the server's). */
export function seedCompanyLicenseMocks(
  companyId: number,
  rows: readonly CompanyLicenseItem[],
  ufOfCnpj: Iterable<readonly [cnpjId: number, uf: string]>,
): void {
  store.set(companyId, { rows: structuredClone([...rows]), ufOfCnpj: new Map(ufOfCnpj) });
}
resetCompanyLicenseMocks();

/** The company's rows, or the server's 404 for a company the caller cannot see. */
function companyOf(companyId: number): LicenseCompany {
  const company = store.get(companyId);
  if (!company) throw notFound(clientAreaTexts.companyNotFound);
  return company;
}

function rowOf(company: LicenseCompany, licenseId: number): { index: number; row: CompanyLicenseItem } {
  const index = company.rows.findIndex((row) => row.id === licenseId);
  const row = company.rows[index];
  if (!row) throw notFound(companyLicenseTexts.notFound);
  return { index, row };
}

type ListQuery = z.output<typeof companyLicenseListQuery>;

/** The server's search (company-licenses/queries `searchCondition`): the domain reads the term. */
function matchesSearch(row: CompanyLicenseItem, search: string): boolean {
  const folded = foldText(search);
  const digits = cnaeCodeDigits(search);
  const cnpj = cnpjSearchTerm(search);
  return (
    foldText(row.fiscalLicenseName).includes(folded) ||
    foldText(row.fiscalRegistrationCodeDescription).includes(folded) ||
    foldText(row.fiscalRegistrationCodeClass).includes(folded) ||
    (digits !== '' && row.fiscalRegistrationCodeClass.replace(/[-/]/g, '').includes(digits)) ||
    (cnpj !== null && row.registrationCode.includes(cnpj))
  );
}

function matches(row: CompanyLicenseItem, query: ListQuery, withStatus: boolean): boolean {
  if (query.cnae_level && row.fiscalRegistrationLevel !== query.cnae_level) return false;
  if (query.cnaes?.length && !query.cnaes.map(maskCnaeCode).includes(row.fiscalRegistrationCodeClass)) return false;
  if (query.cnpjs && (query.cnpjs.ids.length > 0 || query.cnpjs.cnpjs.length > 0)) {
    const chosen =
      query.cnpjs.ids.includes(row.clientNationalRegistrationId) || query.cnpjs.cnpjs.includes(row.registrationCode);
    if (!chosen) return false;
  }
  if (withStatus && query.status?.length && !query.status.includes(row.status)) return false;
  const search = query.search?.trim();
  return !search || matchesSearch(row, search);
}

/** The server's order (company-licenses/queries `orderOf`): the key, then the licence's name, then the id. */
function compare(a: CompanyLicenseItem, b: CompanyLicenseItem, query: ListQuery): number {
  const sign = query.direction === 'asc' ? 1 : -1;
  const byName = a.fiscalLicenseName.localeCompare(b.fiscalLicenseName) || a.id - b.id;
  const text = (x: string, y: string) => sign * x.localeCompare(y) || byName;
  const urgency = (row: CompanyLicenseItem) => licenseStatusUrgency.indexOf(row.status);
  switch (query.sort) {
    case 'fiscalLicenseName':
      return sign * a.fiscalLicenseName.localeCompare(b.fiscalLicenseName) || a.id - b.id;
    case 'status':
      return sign * (urgency(a) - urgency(b)) || byName;
    case 'validUntil':
      // Rows without a date come last either way.
      if (a.validUntil === b.validUntil) return byName;
      if (a.validUntil === null) return 1;
      if (b.validUntil === null) return -1;
      return text(a.validUntil, b.validUntil);
    case 'fiscalRegistrationCodeClass':
      return text(a.fiscalRegistrationCodeClass, b.fiscalRegistrationCodeClass);
    case 'fiscalLicenseImpact':
      return sign * (a.fiscalLicenseImpact - b.fiscalLicenseImpact) || byName;
    case 'fiscalLicenseComplexity':
      return sign * (a.fiscalLicenseComplexity - b.fiscalLicenseComplexity) || byName;
    case 'registrationCode':
      return text(a.registrationCode, b.registrationCode);
    case 'createdAt':
      return sign * (a.createdAt.date.localeCompare(b.createdAt.date) || a.id - b.id);
    case 'updatedAt':
      return sign * ((a.updatedAt ?? a.createdAt).date.localeCompare((b.updatedAt ?? b.createdAt).date) || a.id - b.id);
    case 'id':
      return sign * (a.id - b.id);
  }
}

const filesOf = (row: CompanyLicenseItem) => [...row.files.documents, ...row.files.protocols, ...row.files.fees];
const noFiles = (): CompanyLicenseItem['files'] => ({ documents: [], protocols: [], fees: [] });

/** The ids sent with the update must be those of the row in the path (as the server's `checkIdentity`). */
function checkIdentity(row: CompanyLicenseItem, input: BodyOf<typeof companyLicenseOperations.update>): void {
  const sent: [number | null | undefined, number][] = [
    [input.fiscalLicense, row.fiscalLicenseId],
    [input.clientNationalRegistrationId, row.clientNationalRegistrationId],
    [input.fiscalRegistrationId, row.fiscalRegistrationId],
  ];
  if (sent.some(([given, actual]) => given != null && given !== actual)) throw badRequest(companyLicenseTexts.mismatch);
}

/** PUT/POST one row, as the server's `updateCompanyLicense`: what does not apply to the Tipo is cleared. */
function save(params: { id: number; licenseId: number }, input: BodyOf<typeof companyLicenseOperations.update>) {
  const company = companyOf(params.id);
  const { index, row: current } = rowOf(company, params.licenseId);
  checkIdentity(current, input);
  const necessary = input.isNecessary;
  const fileId = necessary ? (input.fileId ?? null) : null;
  const feeFileId = necessary ? (input.feeFileId ?? null) : null;
  const known = (id: number | null) => id === null || companyLicenseRepositoryFixtures.some((file) => file.id === id);
  if (!known(fileId) || !known(feeFileId)) throw notFound(companyLicenseTexts.fileNotFound);

  const type = necessary ? (input.type ?? null) : null;
  const validUntil = necessary ? (input.validUntil ?? null) : null;
  const kept = <T>(value: T | null | undefined) => (necessary ? (value ?? null) : null);
  const fields = {
    isNecessary: necessary,
    type,
    problem: necessary ? null : (input.problem ?? null),
    description: necessary ? null : (input.description ?? null),
    validUntil,
    conditions: kept(input.conditions),
    note: input.note ?? null,
    feeName: kept(input.feeName),
    feeAmount: kept(input.feeAmount),
    feeExpirationDate: kept(input.feeExpirationDate),
  };
  const noFee = fields.feeName === null && fields.feeAmount === null && fields.feeExpirationDate === null;
  let files = necessary ? current.files : noFiles();
  if (necessary && noFee && feeFileId === null) files = { ...files, fees: [] };
  const attach = (list: typeof files.documents, id: number, kind: 'document' | 'protocol' | 'fee') => [
    licenseFileFixture(params.id, current.id, id, kind),
    ...list.filter((file) => file.id !== id),
  ];
  const detach = (list: typeof files.documents, id: number | null) => list.filter((file) => file.id !== id);
  if (fileId !== null && type === 'document') {
    files = {
      ...files,
      documents: attach(files.documents, fileId, 'document'),
      protocols: detach(files.protocols, fileId),
    };
  }
  if (fileId !== null && type === 'protocol') {
    files = {
      ...files,
      protocols: attach(files.protocols, fileId, 'protocol'),
      documents: detach(files.documents, fileId),
    };
  }
  if (feeFileId !== null) files = { ...files, fees: attach(files.fees, feeFileId, 'fee') };

  const license: CompanyLicenseItem = {
    ...current,
    ...fields,
    status: licenseStatus({ isNecessary: necessary, type, validUntil }, companyLicenseFixtureToday),
    updatedAt: toWireDate(fixtureNow),
    files,
  };
  company.rows[index] = license;
  return { message: companyLicenseTexts.updated, license };
}

/** Every licence call of spec 2 §7, registered from `companyLicenseOperations`; see `resetCompanyLicenseMocks`. */
export const companyLicenseHandlers = [
  mockOperation(companyLicenseOperations.statuses, ({ params, query }) => {
    const rows = companyOf(params.id).rows.filter((row) => matches(row, query, false));
    return {
      result: licenseStatuses.map((status) => ({ status, total: rows.filter((row) => row.status === status).length })),
    };
  }),
  mockOperation(companyLicenseOperations.list, ({ params, query }) => {
    const { page, limit } = query;
    const rows = companyOf(params.id)
      .rows.filter((row) => matches(row, query, true))
      .sort((a, b) => compare(a, b, query));
    const listed = {
      items: rows.slice(page * limit, (page + 1) * limit),
      total: rows.length,
      pages_in_range: pageCount(rows.length, limit),
    };
    // Wrapped in `result[0]`, as spec 2 §7 has it.
    const result: [typeof listed] = [listed];
    return { result };
  }),
  mockOperation(companyLicenseOperations.get, ({ params, session }) => {
    const company = companyOf(params.id);
    const { row } = rowOf(company, params.licenseId);
    if (!seesLicenseSources(session.access_role)) return row;
    const uf = company.ufOfCnpj.get(row.clientNationalRegistrationId);
    const source = uf ? licenseSourceFixtures[uf] : undefined;
    return { ...row, sources: source ? [source] : [] };
  }),
  mockOperation(companyLicenseOperations.update, ({ params, body }) => save(params, body)),
  mockOperation(companyLicenseOperations.save, ({ params, body }) => save(params, body)),
  mockOperation(companyLicenseOperations.reset, ({ params }) => {
    const company = companyOf(params.id);
    const { index, row: current } = rowOf(company, params.licenseId);
    // As the server: the files no other row holds are deleted from the repository with the reset.
    const heldElsewhere = new Set(
      [...store.values()]
        .flatMap((other) => other.rows)
        .filter((row) => row.id !== current.id)
        .flatMap((row) => filesOf(row).map((file) => file.id)),
    );
    removeRepositoryFiles(
      filesOf(current)
        .map((file) => file.id)
        .filter((id) => !heldElsewhere.has(id)),
    );
    const license: CompanyLicenseItem = {
      ...current,
      ...licenseInitialData,
      updatedAt: toWireDate(fixtureNow),
      files: noFiles(),
    };
    company.rows[index] = license;
    return { message: companyLicenseTexts.reset, description: companyLicenseTexts.resetDescription, license };
  }),
  mockOperation(companyLicenseOperations.file, ({ params }) => {
    const { row } = rowOf(companyOf(params.id), params.licenseId);
    const file = filesOf(row).find((item) => item.id === params.fileId);
    if (!file) throw notFound(companyLicenseTexts.fileNotFound);
    return {
      url: clientFilePaths.signedFile(`${file.id}.mock`),
      expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString(),
    };
  }),
];
