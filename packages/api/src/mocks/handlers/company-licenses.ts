import {
  type CompanyLicenseDetail,
  type CompanyLicenseItem,
  type CompanyLicenseListResponse,
  type CompanyLicenseResetResponse,
  type CompanyLicenseStatusesResponse,
  type CompanyLicenseUpdateResponse,
  catalogueIdParam,
  clientFilePaths,
  companyLicenseListQuery,
  companyLicensePaths,
  companyLicenseTexts,
  companyLicenseUpdateRequest,
  type ErrorResponse,
  type FileLinkResponse,
  fileLinkSeconds,
} from '@product/api/contract';
import {
  authTexts,
  brand,
  canAccessClientRoute,
  holdsPermission,
  licenseStatus,
  licenseStatuses,
  normalizeCnpj,
  type PermissionCode,
  pageCount,
  toWireDate,
} from '@product/domain';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { decodeSession } from '../../client/session';
import { fixtureNow } from '../fixtures/accounts';
import {
  companyLicenseFixtureCompany,
  companyLicenseFixtures,
  companyLicenseFixtureToday,
  companyLicenseRepositoryFixtures,
  licenseFileFixture,
  licenseSourceFixtures,
} from '../fixtures/company-licenses';
import { mockStaffClaims } from '../fixtures/session';
import { removeRepositoryFiles } from './files';
import { sessionRefused } from './session';

// The licence rows the handlers work on: saving and resetting change this copy
// of the fixtures, so a story sees the list follow; `resetCompanyLicenseMocks()`
// restores it.
let store: CompanyLicenseItem[] = [];
export function resetCompanyLicenseMocks(): void {
  store = structuredClone(companyLicenseFixtures);
}
resetCompanyLicenseMocks();

type Failure = HttpResponse<ErrorResponse>;
const fail = (status: number, message: string): Failure => HttpResponse.json({ message }, { status });

/** Parses with a contract schema; a failure answers 400 with the first issue's message, as the server does. */
function parse<T extends z.core.$ZodType>(schema: T, input: unknown): { data: z.output<T> } | { error: Failure } {
  const result = (schema as unknown as z.ZodMiniType<z.output<T>>).safeParse(input);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  return { error: fail(400, issue && issue.path.length > 0 ? issue.message : 'Corpo da requisição inválido.') };
}
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The server's guard in small: a token (401), the licences route's roles and,
 * for a USER, the permission codes (403); the company must be the fixture's (404).
 */
function guard(
  request: Request,
  params: { id?: string },
  codes: readonly PermissionCode[],
): { role: string } | { error: Failure } {
  const header = request.headers.get('Authorization');
  if (!header) return { error: sessionRefused() };
  const claims = decodeSession(header.replace(/^Bearer\s+/i, '')) ?? mockStaffClaims;
  if (!canAccessClientRoute(claims.access_role, 'companies/$id/licenses')) {
    return { error: fail(403, authTexts.forbiddenDescription) };
  }
  const subject = { accessRole: claims.access_role, permissionRoles: claims.permission_role };
  if (codes.some((code) => !holdsPermission(subject, code))) {
    return { error: fail(403, 'Você não tem permissão para esta ação. Contate o administrador.') };
  }
  const id = catalogueIdParam.safeParse({ id: params.id });
  if (!id.success) return { error: fail(400, 'ID inválido.') };
  if (id.data.id !== companyLicenseFixtureCompany.id) return { error: fail(404, 'Empresa não encontrada.') };
  return { role: claims.access_role };
}

function rowOf(params: { licenseId?: string }): { index: number } | { error: Failure } {
  const id = catalogueIdParam.safeParse({ id: params.licenseId });
  if (!id.success) return { error: fail(400, 'ID inválido.') };
  const index = store.findIndex((row) => row.id === id.data.id);
  return index < 0 ? { error: fail(404, companyLicenseTexts.notFound) } : { index };
}

type ListQuery = z.output<typeof companyLicenseListQuery>;
const urgency = ['license_expired', 'near_expiration', 'pending', 'renewing', 'in_conformity', 'not_necessary'];
const maskCnae = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;

function matches(row: CompanyLicenseItem, query: ListQuery, withStatus: boolean): boolean {
  if (query.cnae_level && row.fiscalRegistrationLevel !== query.cnae_level) return false;
  if (query.cnaes?.length && !query.cnaes.map(maskCnae).includes(row.fiscalRegistrationCodeClass)) return false;
  if (query.cnpjs && (query.cnpjs.ids.length > 0 || query.cnpjs.cnpjs.length > 0)) {
    const chosen =
      query.cnpjs.ids.includes(row.clientNationalRegistrationId) || query.cnpjs.cnpjs.includes(row.registrationCode);
    if (!chosen) return false;
  }
  if (withStatus && query.status?.length && !query.status.includes(row.status)) return false;
  const term = query.search?.trim();
  if (!term) return true;
  const folded = fold(term);
  const digits = /^[\d\s./-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  return (
    fold(row.fiscalLicenseName).includes(folded) ||
    fold(row.fiscalRegistrationCodeDescription).includes(folded) ||
    row.fiscalRegistrationCodeClass.includes(term) ||
    (digits !== '' && row.fiscalRegistrationCodeClass.replace(/\D/g, '').includes(digits)) ||
    (/\d/.test(term) && row.registrationCode.includes(normalizeCnpj(term)))
  );
}

function compare(a: CompanyLicenseItem, b: CompanyLicenseItem, query: ListQuery): number {
  const sign = query.direction === 'asc' ? 1 : -1;
  const byName = a.fiscalLicenseName.localeCompare(b.fiscalLicenseName) || a.id - b.id;
  const text = (x: string, y: string) => sign * x.localeCompare(y) || byName;
  switch (query.sort) {
    case 'fiscalLicenseName':
      return sign * a.fiscalLicenseName.localeCompare(b.fiscalLicenseName) || a.id - b.id;
    case 'status':
      return sign * (urgency.indexOf(a.status) - urgency.indexOf(b.status)) || byName;
    case 'validUntil':
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
      return text(a.createdAt.date, b.createdAt.date);
    case 'updatedAt':
      return text((a.updatedAt ?? a.createdAt).date, (b.updatedAt ?? b.createdAt).date);
    case 'id':
      return sign * (a.id - b.id);
  }
}

const listPath = `*${companyLicensePaths.list(':id')}`;
const statusesPath = `*${companyLicensePaths.statuses(':id')}`;
const onePath = `*${companyLicensePaths.one(':id', ':licenseId')}`;
const resetPath = `*${companyLicensePaths.reset(':id', ':licenseId')}`;
const filePath = `*${companyLicensePaths.file(':id', ':licenseId', ':fileId')}`;
type Params = { id: string; licenseId: string };

const filesOf = (row: CompanyLicenseItem) => [...row.files.documents, ...row.files.protocols, ...row.files.fees];

async function save({ request, params }: { request: Request; params: Params }) {
  const viewer = guard(request, params, ['GET_LICENSES', 'UPDATE_LICENSES']);
  if ('error' in viewer) return viewer.error;
  const found = rowOf(params);
  if ('error' in found) return found.error;
  const body = parse(companyLicenseUpdateRequest, await request.json().catch(() => null));
  if ('error' in body) return body.error;
  const current = store[found.index] as CompanyLicenseItem;
  const input = body.data;
  const sent: [number | null | undefined, number][] = [
    [input.fiscalLicense, current.fiscalLicenseId],
    [input.clientNationalRegistrationId, current.clientNationalRegistrationId],
    [input.fiscalRegistrationId, current.fiscalRegistrationId],
  ];
  if (sent.some(([given, actual]) => given != null && given !== actual)) return fail(400, companyLicenseTexts.mismatch);
  const necessary = input.isNecessary;
  const fileId = necessary ? (input.fileId ?? null) : null;
  const feeFileId = necessary ? (input.feeFileId ?? null) : null;
  const known = (id: number | null) => id === null || companyLicenseRepositoryFixtures.some((file) => file.id === id);
  if (!known(fileId) || !known(feeFileId)) return fail(404, companyLicenseTexts.fileNotFound);

  const type = necessary ? (input.type ?? null) : null;
  const validUntil = necessary ? (input.validUntil ?? null) : null;
  const fields = {
    isNecessary: necessary,
    type,
    problem: necessary ? null : (input.problem ?? null),
    description: necessary ? null : (input.description ?? null),
    validUntil,
    conditions: necessary ? (input.conditions ?? null) : null,
    note: input.note ?? null,
    feeName: necessary ? (input.feeName ?? null) : null,
    feeAmount: necessary ? (input.feeAmount ?? null) : null,
    feeExpirationDate: necessary ? (input.feeExpirationDate ?? null) : null,
  };
  const noFee = fields.feeName === null && fields.feeAmount === null && fields.feeExpirationDate === null;
  let files = necessary ? current.files : { documents: [], protocols: [], fees: [] };
  if (necessary && noFee && feeFileId === null) files = { ...files, fees: [] };
  const attach = (list: typeof files.documents, id: number, kind: 'document' | 'protocol' | 'fee') => [
    licenseFileFixture(companyLicenseFixtureCompany.id, current.id, id, kind),
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
  store[found.index] = license;
  return HttpResponse.json<CompanyLicenseUpdateResponse>({ message: companyLicenseTexts.updated, license });
}

/** Every licence call of spec 2 §7 for the fixture company; see `resetCompanyLicenseMocks`. */
export const companyLicenseHandlers = [
  http.get<Params, never, CompanyLicenseStatusesResponse | ErrorResponse>(statusesPath, ({ request, params }) => {
    const viewer = guard(request, params, ['GET_LICENSES']);
    if ('error' in viewer) return viewer.error;
    const query = parse(companyLicenseListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const rows = store.filter((row) => matches(row, query.data, false));
    return HttpResponse.json({
      result: licenseStatuses.map((status) => ({ status, total: rows.filter((row) => row.status === status).length })),
    });
  }),
  http.get<Params, never, CompanyLicenseListResponse | ErrorResponse>(listPath, ({ request, params }) => {
    const viewer = guard(request, params, ['GET_LICENSES']);
    if ('error' in viewer) return viewer.error;
    const query = parse(companyLicenseListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const { page, limit } = query.data;
    const rows = store.filter((row) => matches(row, query.data, true)).sort((a, b) => compare(a, b, query.data));
    return HttpResponse.json({
      result: [
        {
          items: rows.slice(page * limit, (page + 1) * limit),
          total: rows.length,
          pages_in_range: pageCount(rows.length, limit),
        },
      ],
    });
  }),
  http.get<Params, never, CompanyLicenseDetail | ErrorResponse>(onePath, ({ request, params }) => {
    const viewer = guard(request, params, ['GET_LICENSES']);
    if ('error' in viewer) return viewer.error;
    const found = rowOf(params);
    if ('error' in found) return found.error;
    const row = store[found.index] as CompanyLicenseItem;
    if (viewer.role !== brand.roleCode && viewer.role !== 'EDITOR') return HttpResponse.json(row);
    const uf = companyLicenseFixtureCompany.establishments.find(
      (item) => item.id === row.clientNationalRegistrationId,
    )?.uf;
    const source = uf ? licenseSourceFixtures[uf] : undefined;
    return HttpResponse.json({ ...row, sources: source ? [source] : [] });
  }),
  http.put<Params, never, CompanyLicenseUpdateResponse | ErrorResponse>(onePath, save),
  http.post<Params, never, CompanyLicenseUpdateResponse | ErrorResponse>(onePath, save),
  http.post<Params, never, CompanyLicenseResetResponse | ErrorResponse>(resetPath, ({ request, params }) => {
    const viewer = guard(request, params, ['GET_LICENSES', 'DELETE_FILES']);
    if ('error' in viewer) return viewer.error;
    const found = rowOf(params);
    if ('error' in found) return found.error;
    const current = store[found.index] as CompanyLicenseItem;
    // As the server: the files no other row holds are deleted from the repository with the reset.
    const heldElsewhere = new Set(
      store.filter((row) => row.id !== current.id).flatMap((row) => filesOf(row).map((file) => file.id)),
    );
    removeRepositoryFiles(
      filesOf(current)
        .map((file) => file.id)
        .filter((id) => !heldElsewhere.has(id)),
    );
    const license: CompanyLicenseItem = {
      ...current,
      status: 'pending',
      isNecessary: true,
      type: null,
      problem: null,
      description: null,
      validUntil: null,
      conditions: null,
      note: null,
      feeName: null,
      feeAmount: null,
      feeExpirationDate: null,
      updatedAt: toWireDate(fixtureNow),
      files: { documents: [], protocols: [], fees: [] },
    };
    store[found.index] = license;
    return HttpResponse.json({
      message: companyLicenseTexts.reset,
      description: companyLicenseTexts.resetDescription,
      license,
    });
  }),
  http.get<Params & { fileId: string }, never, FileLinkResponse | ErrorResponse>(filePath, ({ request, params }) => {
    const viewer = guard(request, params, ['GET_LICENSES']);
    if ('error' in viewer) return viewer.error;
    const found = rowOf(params);
    if ('error' in found) return found.error;
    const fileId = catalogueIdParam.safeParse({ id: params.fileId });
    const file = filesOf(store[found.index] as CompanyLicenseItem).find(
      (item) => fileId.success && item.id === fileId.data.id,
    );
    if (!file) return fail(404, companyLicenseTexts.fileNotFound);
    return HttpResponse.json({
      url: clientFilePaths.signedFile(`${file.id}.mock`),
      expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString(),
    });
  }),
];
