// Every operation of the API as data: the server builds its OpenAPI document
// (GET /api/docs) from this list and tests that each one is served. It pulls in
// every schema of the contract, so it is not part of the contract's barrel
// (`@product/api/contract`), which the browser downloads; import it by its own
// subpath, `@product/api/contract/operations`.
import {
  type AccessRole,
  type AdminRoute,
  accessRoles,
  adminRouteAccess,
  type ClientRoute,
  clientRouteAccess,
  type PermissionCode,
} from '@product/domain';
import type { z } from 'zod/mini';
import {
  accountCreateRequest,
  accountDeleteResponse,
  accountListQuery,
  accountListResponse,
  accountPaths,
  accountResponse,
  accountUpdateRequest,
  enterClientResponse,
} from './accounts';
import {
  adminUser,
  adminUserCreateRequest,
  adminUserListQuery,
  adminUserListResponse,
  adminUserMutationResponse,
  adminUserPaths,
  adminUserUpdateRequest,
} from './admin-users';
import { loginRequest, loginResponse, logoutPath, logoutResponse } from './auth';
import { calendarCreateResponse, calendarPaths, calendarSettingsResponse } from './calendar';
import {
  clientFilePaths,
  documentsQuery,
  documentsResponse,
  fileLinkResponse,
  fileMessageResponse,
  logoUploadResponse,
  repositoryListQuery,
  repositoryListResponse,
  repositoryUploadFields,
  repositoryUploadResponse,
} from './client-files';
import { clientLogListQuery, clientLogListResponse, clientLogPaths } from './client-logs';
import {
  clientUser,
  clientUserCreateRequest,
  clientUserDeleteResponse,
  clientUserListQuery,
  clientUserListResponse,
  clientUserMutationResponse,
  clientUserPaths,
  clientUserUpdateRequest,
} from './client-users';
import {
  cnae,
  cnaeListQuery,
  cnaeListResponse,
  cnaeMutationResponse,
  cnaePaths,
  cnaeRequest,
  deletedResponse,
} from './cnaes';
import { errorResponse } from './common';
import {
  cnaesByLevel,
  companyAddressesResponse,
  companyCreateRequest,
  companyCreateResponse,
  companyDetail,
  companyLastUpdateResponse,
  companyLevelResponse,
  companyListQuery,
  companyListResponse,
  companyMessageResponse,
  companyPaths,
  companyUpdateDataResponse,
  companyUpdateRequest,
} from './companies';
import {
  companyCnpjCreateRequest,
  companyCnpjCreateResponse,
  companyCnpjDeleteRequest,
  companyCnpjListQuery,
  companyCnpjListResponse,
  companyCnpjMessageResponse,
  companyCnpjPaths,
} from './company-cnpjs';
import {
  companyExportResponse,
  companyImportJobAccepted,
  companyImportJobCancelled,
  companyImportPaths,
  companyImportResponse,
  importJobListResponse,
  importJobQuery,
  importJobResponse,
} from './company-import';
import {
  companyLicenseDetail,
  companyLicenseListQuery,
  companyLicenseListResponse,
  companyLicensePaths,
  companyLicenseResetResponse,
  companyLicenseStatusesResponse,
  companyLicenseUpdateRequest,
  companyLicenseUpdateResponse,
} from './company-licenses';
import { dashboardKpis, dashboardPaths, kpiPlaceQuery, kpiPlaceResponse } from './dashboard';
import { groupKpiQuery, groupKpiResponse, groupListResponse, groupPaths } from './groups';
import { healthPath, healthResponse } from './health';
import {
  licenseCreateRequest,
  licenseDefinition,
  licenseListQuery,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
  licenseUpdateRequest,
} from './licenses';
import {
  notificationListQuery,
  notificationListResponse,
  notificationPaths,
  notificationReadAllResponse,
  notificationReadResponse,
} from './notifications';
import {
  passwordResetConfirmRequest,
  passwordResetConfirmResponse,
  passwordResetPaths,
  passwordResetRequest,
  passwordResetResponse,
} from './password-reset';
import { apiPaths } from './paths';
import {
  profileDeleteResponse,
  profilePath,
  profileResponse,
  profileUpdateRequest,
  profileUpdateResponse,
} from './profile';
import { signupPath, signupRequest, signupResponse } from './signup';
import {
  companyTagsRequest,
  companyTagsResponse,
  tagListResponse,
  tagMessageResponse,
  tagMutationResponse,
  tagPaths,
  tagRequest,
} from './tags';

type Schema = z.core.$ZodType;

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** An answer the contract does not describe field by field: a file's bytes, or this very document. */
export interface RawAnswer {
  raw: string;
}
export type OperationAnswer = Schema | RawAnswer;

/** A `multipart/form-data` body: each field a file or a text parsed with a schema. */
export interface MultipartBody {
  multipart: Readonly<Record<string, 'file' | Schema>>;
  required: readonly string[];
}
/** A JSON body (its schema) or a multipart one. */
export type OperationBody = Schema | MultipartBody;

/**
 * Who may call an operation: exactly what the server enforces, in the
 * domain's own rules, so that the two cannot drift apart unnoticed (the
 * access matrix, apps/server/src/http/access-matrix.test.ts, calls every
 * operation as every kind of caller and checks each answer against this).
 *
 * - `'public'`: anyone, with or without a token. Where the path carries a
 *   secret (a calendar or file link, a logo key), the secret is the permission.
 * - `'signed-in'`: any valid session, whatever the role or account (My account, Sair).
 * - admin: the roles of that admin screen (`adminRouteAccess`). PARTNER and
 *   AFFINITY reach only their own group's accounts: another group's are not found.
 * - client: inside the account the token names (`current_client_id`: a client
 *   role's own account; for staff, one they entered, PARTNER and AFFINITY only
 *   within their group), the roles of that client screen (`clientRouteAccess`)
 *   and, for a USER, every listed code (`holdsPermission`) and only the
 *   companies assigned to them. Another account's ids are not found.
 *   `exceptOwnUser`: on the caller's own user the codes are not needed.
 */
export type OperationAccess =
  | 'public'
  | 'signed-in'
  | { readonly area: 'admin'; readonly route: AdminRoute }
  | {
      readonly area: 'client';
      readonly route: ClientRoute;
      readonly codes?: readonly PermissionCode[];
      readonly exceptOwnUser?: true;
    };

/** The roles a declaration lets in, read from the domain's route tables (before codes, accounts and groups). */
export function rolesAllowed(access: OperationAccess): readonly AccessRole[] {
  if (access === 'public' || access === 'signed-in') return accessRoles;
  return access.area === 'admin' ? adminRouteAccess[access.route] : clientRouteAccess[access.route];
}

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI style: `/api/v1/client/user/{id}`. */
  path: string;
  /** Portuguese, as the documentation shows it. */
  summary: string;
  tag: string;
  /** Whether a bearer token is needed. */
  auth: boolean;
  /** Who may call it. Required: an operation nobody declared does not compile. */
  access: OperationAccess;
  /** Path parameters are whole numbers unless named here as text. */
  textParams?: readonly string[];
  query?: Schema;
  body?: OperationBody;
  /** Every answer by status: success schemas, and `errorResponse` for each failure the call may give. */
  responses: Readonly<Record<number, OperationAnswer>>;
}

/** Where the OpenAPI document of the whole API is served. */
export const docsPath = '/api/docs';

export function isRawAnswer(answer: OperationAnswer): answer is RawAnswer {
  return typeof answer === 'object' && answer !== null && 'raw' in answer;
}
export function isMultipartBody(body: OperationBody): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}

/** `{ status: errorResponse }` for each status: every failure answers `{ message }` in Portuguese. */
function errors(...statuses: number[]): Record<number, Schema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

/** The failures of every signed-in call: no or bad token (401), a role or code that may not (403). */
const guarded = errors(401, 403);
/** Plus a bad id (400) and an id that is not found, or is another account's (404). */
const guardedOne = errors(400, 401, 403, 404);
/**
 * The failures of a public call: another site's page (403), a body that is
 * not JSON (415), too many calls from the address or on the e-mail (429).
 */
const publicFailures = errors(400, 403, 415, 429);
/** A multipart upload: too large (413), a type not accepted (415). */
const uploadFailures = errors(400, 401, 403, 404, 413, 415);

/** An admin screen's roles (`adminRouteAccess`). */
const admin = (route: AdminRoute): OperationAccess => ({ area: 'admin', route });
/** A client screen's roles (`clientRouteAccess`) and, for a USER, these codes. */
function client(route: ClientRoute, ...codes: PermissionCode[]): OperationAccess {
  return codes.length > 0 ? { area: 'client', route, codes } : { area: 'client', route };
}

/** Path in OpenAPI style from a contract path builder. */
const id = '{id}';

// ------------------------------------------------------------------ public and my account

const publicOperations: ApiOperation[] = [
  {
    method: 'post',
    path: apiPaths.login,
    summary: 'Entrar: e-mail e senha, devolve o token de acesso',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: loginRequest,
    responses: { 200: loginResponse, ...publicFailures, ...errors(401) },
  },
  {
    method: 'post',
    path: signupPath,
    summary: 'Cadastro público de uma conta e do seu administrador (aguarda liberação)',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: signupRequest,
    responses: { 201: signupResponse, ...publicFailures, ...errors(409) },
  },
  {
    method: 'post',
    path: passwordResetPaths.request,
    summary: 'Pedir o link de redefinição de senha por e-mail',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: passwordResetRequest,
    responses: { 200: passwordResetResponse, ...publicFailures, ...errors(404) },
  },
  {
    method: 'post',
    path: passwordResetPaths.confirm,
    summary: 'Escolher a nova senha com o token do link',
    tag: 'Autenticação',
    auth: false,
    access: 'public',
    body: passwordResetConfirmRequest,
    responses: { 200: passwordResetConfirmResponse, ...errors(400, 403, 415) },
  },
  {
    method: 'get',
    path: docsPath,
    summary: 'Este documento OpenAPI',
    tag: 'Documentação',
    auth: false,
    access: 'public',
    responses: { 200: { raw: 'application/json' } },
  },
  {
    method: 'get',
    path: healthPath,
    summary: 'Saúde desta instância: responde 200 enquanto alcança o banco de dados, 503 quando não',
    tag: 'Documentação',
    auth: false,
    access: 'public',
    responses: { 200: healthResponse, ...errors(503) },
  },
  {
    method: 'get',
    path: calendarPaths.feed('{token}'),
    summary: 'Calendário de licenças (iCalendar) de quem gerou o link; o link é o segredo',
    tag: 'Calendário',
    auth: false,
    access: 'public',
    textParams: ['token'],
    responses: { 200: { raw: 'text/calendar' }, ...errors(404) },
  },
  {
    method: 'post',
    path: logoutPath,
    summary: 'Sair: encerra todas as sessões da pessoa (todo token anterior deixa de valer)',
    tag: 'Autenticação',
    auth: true,
    access: 'signed-in',
    responses: { 200: logoutResponse, ...errors(401) },
  },
  {
    method: 'get',
    path: profilePath,
    summary: 'Minha conta: ler o próprio usuário',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    responses: { 200: profileResponse, ...errors(401) },
  },
  {
    method: 'put',
    path: profilePath,
    summary: 'Minha conta: alterar nome, e-mail, tipo e senha (devolve um novo token)',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    body: profileUpdateRequest,
    responses: { 200: profileUpdateResponse, ...errors(400, 401, 403, 409) },
  },
  {
    method: 'delete',
    path: profilePath,
    summary: 'Minha conta: excluir o próprio usuário (nunca o último administrador ativo)',
    tag: 'Minha conta',
    auth: true,
    access: 'signed-in',
    responses: { 200: profileDeleteResponse, ...errors(401, 409) },
  },
];

// ------------------------------------------------------------------ admin area

const adminOperations: ApiOperation[] = [
  {
    method: 'get',
    path: accountPaths.list,
    summary: 'Listar contas (clientes), por grupo e tipo',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    query: accountListQuery,
    responses: { 200: accountListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: accountPaths.list,
    summary: 'Criar conta',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    body: accountCreateRequest,
    responses: { 201: accountResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'get',
    path: accountPaths.item(id),
    summary: 'Ler conta',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    responses: { 200: accountResponse, ...guardedOne },
  },
  {
    method: 'put',
    path: accountPaths.item(id),
    summary: 'Alterar conta',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    body: accountUpdateRequest,
    responses: { 200: accountResponse, ...guardedOne },
  },
  {
    method: 'delete',
    path: accountPaths.item(id),
    summary: 'Excluir conta e tudo o que é dela',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    responses: { 200: accountDeleteResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'post',
    path: accountPaths.enter(id),
    summary: 'Entrar na área do cliente (token com current_client_id)',
    tag: 'Contas',
    auth: true,
    access: admin('accounts'),
    responses: { 200: enterClientResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: groupPaths.list,
    summary: 'Listar grupos',
    tag: 'Grupos',
    auth: true,
    access: admin('accounts'),
    responses: { 200: groupListResponse, ...guarded },
  },
  {
    method: 'get',
    path: groupPaths.kpi('{groupId}'),
    summary: 'Indicadores de um grupo',
    tag: 'Grupos',
    auth: true,
    access: admin('accounts'),
    query: groupKpiQuery,
    responses: { 200: groupKpiResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: cnaePaths.list,
    summary: 'Listar CNAEs do catálogo',
    tag: 'CNAEs',
    auth: true,
    access: admin('cnaes'),
    query: cnaeListQuery,
    responses: { 200: cnaeListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: cnaePaths.list,
    summary: 'Criar CNAE',
    tag: 'CNAEs',
    auth: true,
    access: admin('cnaes'),
    body: cnaeRequest,
    responses: { 201: cnaeMutationResponse, ...errors(400, 401, 403, 409) },
  },
  {
    method: 'get',
    path: cnaePaths.one(id),
    summary: 'Ler CNAE',
    tag: 'CNAEs',
    auth: true,
    access: admin('cnaes'),
    responses: { 200: cnae, ...guardedOne },
  },
  {
    method: 'put',
    path: cnaePaths.one(id),
    summary: 'Alterar CNAE',
    tag: 'CNAEs',
    auth: true,
    access: admin('cnaes'),
    body: cnaeRequest,
    responses: { 200: cnaeMutationResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'delete',
    path: cnaePaths.one(id),
    summary: 'Excluir CNAE',
    tag: 'CNAEs',
    auth: true,
    access: admin('cnaes'),
    responses: { 200: deletedResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: licensePaths.list,
    summary: 'Listar definições de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    query: licenseListQuery,
    responses: { 200: licenseListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: licensePaths.list,
    summary: 'Criar definição de licença com os seus CNAEs',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    body: licenseCreateRequest,
    responses: { 201: licenseMutationResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'get',
    path: licensePaths.one(id),
    summary: 'Ler definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    responses: { 200: licenseDefinition, ...guardedOne },
  },
  {
    method: 'put',
    path: licensePaths.one(id),
    summary: 'Alterar definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    body: licenseUpdateRequest,
    responses: { 200: licenseMutationResponse, ...guardedOne },
  },
  {
    method: 'delete',
    path: licensePaths.one(id),
    summary: 'Excluir definição de licença',
    tag: 'Licenças (catálogo)',
    auth: true,
    access: admin('licenses'),
    responses: { 200: deletedResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: adminUserPaths.list,
    summary: 'Listar usuários da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    query: adminUserListQuery,
    responses: { 200: adminUserListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: adminUserPaths.list,
    summary: 'Criar usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    body: adminUserCreateRequest,
    responses: { 201: adminUserMutationResponse, ...errors(400, 401, 403, 409) },
  },
  {
    method: 'get',
    path: adminUserPaths.one(id),
    summary: 'Ler usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    responses: { 200: adminUser, ...guardedOne },
  },
  {
    method: 'patch',
    path: adminUserPaths.one(id),
    summary: 'Alterar usuário da equipe (senha só se preenchida)',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    body: adminUserUpdateRequest,
    responses: { 200: adminUserMutationResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'delete',
    path: adminUserPaths.one(id),
    summary: 'Excluir usuário da equipe',
    tag: 'Usuários (administração)',
    auth: true,
    access: admin('users'),
    responses: { 200: deletedResponse, ...guardedOne, ...errors(409) },
  },
];

// ------------------------------------------------------------------ client area

const companyId = '{id}';

const clientOperations: ApiOperation[] = [
  {
    method: 'get',
    path: dashboardPaths.kpis,
    summary: 'Indicadores do painel inicial',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: dashboardKpis, ...guarded },
  },
  {
    method: 'get',
    path: dashboardPaths.place,
    summary: 'CNPJs de um lugar do mapa do painel inicial (pelas coordenadas do município)',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    query: kpiPlaceQuery,
    responses: { 200: kpiPlaceResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'get',
    path: calendarPaths.settings,
    summary: 'Meu link do calendário de licenças (null antes de gerar)',
    tag: 'Calendário',
    auth: true,
    access: client('dashboard'),
    responses: { 200: calendarSettingsResponse, ...guarded },
  },
  {
    method: 'post',
    path: calendarPaths.settings,
    summary: 'Gerar (ou trocar) meu link do calendário; o link anterior deixa de funcionar',
    tag: 'Calendário',
    auth: true,
    access: client('dashboard'),
    responses: { 201: calendarCreateResponse, ...guarded },
  },
  {
    method: 'get',
    path: notificationPaths.list,
    summary: 'Listar notificações',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    query: notificationListQuery,
    responses: { 200: notificationListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'put',
    path: notificationPaths.list,
    summary: 'Marcar todas as notificações como lidas',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: notificationReadAllResponse, ...guarded },
  },
  {
    method: 'put',
    path: notificationPaths.one(id),
    summary: 'Marcar notificação como lida',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: notificationReadResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyPaths.list,
    summary: 'Listar empresas (tags, busca, ordenação, páginas)',
    tag: 'Empresas',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    query: companyListQuery,
    responses: { 200: companyListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: companyPaths.list,
    summary: 'Adicionar empresa por CNPJ (dados da Receita Federal)',
    tag: 'Empresas',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    body: companyCreateRequest,
    responses: { 201: companyCreateResponse, ...errors(400, 401, 403, 404, 409, 429, 502) },
  },
  {
    method: 'get',
    path: companyPaths.one(companyId),
    summary: 'Ler empresa',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id'),
    responses: { 200: companyDetail, ...guardedOne },
  },
  {
    method: 'put',
    path: companyPaths.one(companyId),
    summary: 'Alterar nome e situação ativa da empresa',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    body: companyUpdateRequest,
    responses: { 200: companyMessageResponse, ...guardedOne },
  },
  {
    method: 'delete',
    path: companyPaths.one(companyId),
    summary: 'Excluir empresa com CNPJs, licenças e arquivos',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id/data', 'DELETE_COMPANY'),
    responses: { 200: companyMessageResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyPaths.updateData(companyId),
    summary: 'Atualizar dados da empresa pela Receita Federal',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    responses: { 200: companyUpdateDataResponse, ...guardedOne, ...errors(429, 502) },
  },
  {
    method: 'get',
    path: companyPaths.lastUpdate(companyId),
    summary: 'Dias desde a última atualização',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id'),
    responses: { 200: companyLastUpdateResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyPaths.addresses(companyId),
    summary: 'Localização dos CNPJs da empresa',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id'),
    responses: { 200: companyAddressesResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyPaths.cnaes(companyId),
    summary: 'CNAEs da empresa por nível de risco',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id'),
    responses: { 200: cnaesByLevel, ...guardedOne },
  },
  {
    method: 'get',
    path: companyPaths.level(companyId),
    summary: 'Nível de risco da empresa',
    tag: 'Empresas',
    auth: true,
    access: client('companies/$id'),
    responses: { 200: companyLevelResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyImportPaths.import,
    summary: 'Importar empresas de uma planilha (.xlsx ou .csv, CNPJs na primeira coluna)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    body: { multipart: { file: 'file' }, required: ['file'] },
    // Up to importSyncMaxCnpjs CNPJs: the result (200). More: an import job, answered at once (202), or
    // 429 when the account already has importQueuedMaxCnpjs CNPJs waiting.
    responses: {
      200: companyImportResponse,
      202: companyImportJobAccepted,
      ...errors(400, 401, 403, 413, 415, 422, 429),
    },
  },
  {
    method: 'get',
    path: companyImportPaths.jobs,
    summary: 'Importações em andamento e recentes da conta (um USER vê só as suas)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    responses: { 200: importJobListResponse, ...guarded },
  },
  {
    method: 'get',
    path: companyImportPaths.job(id),
    summary: 'Andamento de uma importação: contagens e as linhas após `after`',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    query: importJobQuery,
    responses: { 200: importJobResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyImportPaths.cancel(id),
    summary: 'Cancelar uma importação: nenhuma linha nova começa; as feitas ficam',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'CREATE_COMPANY'),
    responses: { 200: companyImportJobCancelled, ...guardedOne },
  },
  {
    method: 'get',
    path: companyImportPaths.export,
    summary: 'Exportar empresas e licenças (dados da impressão)',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    responses: { 200: companyExportResponse, ...guarded },
  },
  {
    method: 'get',
    path: companyImportPaths.exportXlsx,
    summary: 'Exportar empresas e licenças como planilha Excel',
    tag: 'Importação e exportação',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    responses: {
      200: { raw: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      ...guarded,
    },
  },
  {
    method: 'get',
    path: companyCnpjPaths.list(companyId),
    summary: 'Listar CNPJs da empresa',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'GET_CNPJ'),
    query: companyCnpjListQuery,
    responses: { 200: companyCnpjListResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyCnpjPaths.list(companyId),
    summary: 'Adicionar CNPJ da mesma raiz',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'CREATE_CNPJ'),
    body: companyCnpjCreateRequest,
    responses: { 201: companyCnpjCreateResponse, ...guardedOne, ...errors(409, 429, 502) },
  },
  {
    method: 'delete',
    path: companyCnpjPaths.list(companyId),
    summary: 'Excluir CNPJ da empresa (corpo com registrationCode)',
    tag: 'CNPJs',
    auth: true,
    access: client('companies/$id/cnpjs', 'DELETE_CNPJ'),
    body: companyCnpjDeleteRequest,
    responses: { 200: companyCnpjMessageResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'get',
    path: tagPaths.list,
    summary: 'Listar tags da conta',
    tag: 'Tags',
    auth: true,
    access: client('companies', 'GET_COMPANY'),
    responses: { 200: tagListResponse, ...guarded },
  },
  {
    method: 'post',
    path: tagPaths.list,
    summary: 'Criar tag',
    tag: 'Tags',
    auth: true,
    access: client('companies', 'UPDATE_COMPANY'),
    body: tagRequest,
    responses: { 201: tagMutationResponse, ...errors(400, 401, 403, 409) },
  },
  {
    method: 'put',
    path: tagPaths.one(id),
    summary: 'Renomear tag',
    tag: 'Tags',
    auth: true,
    access: client('companies', 'UPDATE_COMPANY'),
    body: tagRequest,
    responses: { 200: tagMutationResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'delete',
    path: tagPaths.one(id),
    summary: 'Excluir tag',
    tag: 'Tags',
    auth: true,
    access: client('companies', 'UPDATE_COMPANY'),
    responses: { 200: tagMessageResponse, ...guardedOne },
  },
  {
    method: 'put',
    path: tagPaths.company(companyId),
    summary: 'Substituir as tags de uma empresa',
    tag: 'Tags',
    auth: true,
    access: client('companies', 'UPDATE_COMPANY'),
    body: companyTagsRequest,
    responses: { 200: companyTagsResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyLicensePaths.list(companyId),
    summary: 'Listar licenças da empresa (filtros de CNAE, CNPJ, status e busca)',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'GET_LICENSES'),
    query: companyLicenseListQuery,
    responses: { 200: companyLicenseListResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyLicensePaths.statuses(companyId),
    summary: 'Contagem de licenças por status',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'GET_LICENSES'),
    query: companyLicenseListQuery,
    responses: { 200: companyLicenseStatusesResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyLicensePaths.one(companyId, '{licenseId}'),
    summary: 'Ler licença da empresa',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'GET_LICENSES'),
    responses: { 200: companyLicenseDetail, ...guardedOne },
  },
  {
    method: 'put',
    path: companyLicensePaths.one(companyId, '{licenseId}'),
    summary: 'Salvar licença (tipo, validade, condicionantes, taxa, arquivos)',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'UPDATE_LICENSES', 'GET_LICENSES'),
    body: companyLicenseUpdateRequest,
    responses: { 200: companyLicenseUpdateResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyLicensePaths.one(companyId, '{licenseId}'),
    summary: 'Salvar licença (o mesmo que PUT)',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'UPDATE_LICENSES', 'GET_LICENSES'),
    body: companyLicenseUpdateRequest,
    responses: { 200: companyLicenseUpdateResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: companyLicensePaths.reset(companyId, '{licenseId}'),
    summary: 'Resetar licença ao estado inicial',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'DELETE_FILES', 'GET_LICENSES'),
    responses: { 200: companyLicenseResetResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: companyLicensePaths.file(companyId, '{licenseId}', '{fileId}'),
    summary: 'Link temporário (5 minutos) para abrir um arquivo anexado à licença',
    tag: 'Licenças',
    auth: true,
    access: client('companies/$id/licenses', 'GET_LICENSES'),
    responses: { 200: fileLinkResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.repository(companyId),
    summary: 'Listar o repositório de arquivos da empresa',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'GET_FILES'),
    query: repositoryListQuery,
    responses: { 200: repositoryListResponse, ...guardedOne },
  },
  {
    method: 'post',
    path: clientFilePaths.repository(companyId),
    summary: 'Enviar arquivo ao repositório (PDF, imagens, documentos do Office)',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'UPDATE_LICENSES'),
    body: {
      multipart: { file: 'file', file_type: repositoryUploadFields.shape.file_type },
      required: ['file', 'file_type'],
    },
    responses: { 201: repositoryUploadResponse, ...uploadFailures },
  },
  {
    method: 'get',
    path: clientFilePaths.repositoryFile(companyId, '{fileId}'),
    summary: 'Link temporário (5 minutos) para abrir um arquivo',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'GET_FILES'),
    responses: { 200: fileLinkResponse, ...guardedOne },
  },
  {
    method: 'delete',
    path: clientFilePaths.repositoryFile(companyId, '{fileId}'),
    summary: 'Excluir arquivo',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'DELETE_FILES'),
    responses: { 200: fileMessageResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.documents(companyId),
    summary: 'Documentos: pastas por CNPJ',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'GET_FILES'),
    query: documentsQuery,
    responses: { 200: documentsResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.cnpjDocuments(companyId, '{establishmentId}'),
    summary: 'Documentos: pastas por CNAE de um CNPJ e o Cartão CNPJ',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'GET_FILES'),
    query: documentsQuery,
    responses: { 200: documentsResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.cnaeDocuments(companyId, '{establishmentId}', '{cnaeId}'),
    summary: 'Documentos: arquivos das licenças de um CNPJ e CNAE',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/documents', 'GET_FILES'),
    query: documentsQuery,
    responses: { 200: documentsResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.signedFile('{token}'),
    summary: 'Arquivo por link temporário assinado (sem token de acesso)',
    tag: 'Documentos',
    auth: false,
    access: 'public',
    textParams: ['token'],
    responses: { 200: { raw: 'application/octet-stream' }, ...errors(403, 404, 410) },
  },
  {
    method: 'post',
    path: clientFilePaths.logo(companyId),
    summary: 'Enviar logo da empresa (imagem de até 2 MB)',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    body: { multipart: { file: 'file' }, required: ['file'] },
    responses: { 201: logoUploadResponse, ...uploadFailures },
  },
  {
    method: 'delete',
    path: clientFilePaths.logo(companyId),
    summary: 'Excluir logo da empresa',
    tag: 'Documentos',
    auth: true,
    access: client('companies/$id/data', 'UPDATE_COMPANY'),
    responses: { 200: fileMessageResponse, ...guardedOne },
  },
  {
    method: 'get',
    path: clientFilePaths.logoImage('{key}'),
    summary: 'Imagem da logo (logoSrc), pública',
    tag: 'Documentos',
    auth: false,
    access: 'public',
    textParams: ['key'],
    responses: { 200: { raw: 'image/*' }, ...errors(404) },
  },
  {
    method: 'get',
    path: clientUserPaths.list,
    summary: 'Listar usuários da conta',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'GET_USER'),
    query: clientUserListQuery,
    responses: { 200: clientUserListResponse, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: clientUserPaths.list,
    summary: 'Criar usuário (ADMIN ou USER, com permissões e empresas)',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'CREATE_USER'),
    body: clientUserCreateRequest,
    responses: { 201: clientUserMutationResponse, ...errors(400, 401, 403, 409) },
  },
  {
    method: 'get',
    path: clientUserPaths.one(id),
    summary: 'Ler usuário (o próprio registro sem GET_USER)',
    tag: 'Usuários',
    auth: true,
    access: { area: 'client', route: 'users', codes: ['GET_USER'], exceptOwnUser: true },
    responses: { 200: clientUser, ...guardedOne },
  },
  {
    method: 'patch',
    path: clientUserPaths.one(id),
    summary: 'Alterar usuário (o próprio registro sem UPDATE_USER; senha só se preenchida)',
    tag: 'Usuários',
    auth: true,
    access: { area: 'client', route: 'users', codes: ['UPDATE_USER'], exceptOwnUser: true },
    body: clientUserUpdateRequest,
    responses: { 200: clientUserMutationResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'delete',
    path: clientUserPaths.one(id),
    summary: 'Excluir usuário (nunca o próprio nem o último administrador ativo)',
    tag: 'Usuários',
    auth: true,
    access: client('users', 'DELETE_USER'),
    responses: { 200: clientUserDeleteResponse, ...guardedOne, ...errors(409) },
  },
  {
    method: 'get',
    path: clientLogPaths.list,
    summary: 'Logs de atividade da conta',
    tag: 'Logs de atividade',
    auth: true,
    access: client('logs'),
    query: clientLogListQuery,
    responses: { 200: clientLogListResponse, ...errors(400, 401, 403) },
  },
];

/** Every operation of the API: public, my account, admin area and client area. */
export const apiOperations: readonly ApiOperation[] = [...publicOperations, ...adminOperations, ...clientOperations];
