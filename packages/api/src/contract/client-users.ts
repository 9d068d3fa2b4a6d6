import {
  catalogueSuccessTexts,
  clientRoles,
  clientUserCreateFormSchema,
  clientUserEditFormSchema,
  permissionCodes,
} from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, wireDate } from './common';

/** Paths of the client users calls (spec 2 §7 "Users"). */
export const clientUserPaths = {
  list: '/api/v1/client/user/',
  one: <Id extends number | string>(id: Id) => `/api/v1/client/user/${id}` as const,
} as const;

/** GET /api/v1/client/user/ query: search (name, e-mail), page, limit. */
export const clientUserListQuery = listQuery;
export type ClientUserListQuery = z.input<typeof clientUserListQuery>;

/** A company assigned to a USER; `registration_code` is its first CNPJ (14 characters, no mask). */
export const clientUserCompany = z.object({
  id: z.int(),
  registration_code: z.nullable(z.string()),
  name: z.string(),
});
export type ClientUserCompany = z.infer<typeof clientUserCompany>;

/**
 * One user of the client's account (spec 2 §3 "Client user"); never the
 * password. `permissionRole` and `companies` are empty for everyone but USER:
 * ADMIN and the account owners hold every code and see every company.
 */
export const clientUser = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  systemRole: z.enum(clientRoles),
  permissionRole: z.array(z.enum(permissionCodes)),
  companies: z.array(clientUserCompany),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
});
export type ClientUser = z.infer<typeof clientUser>;

/** Not wrapped: `{ items, total, pages_in_range }`, newest first. */
export const clientUserListResponse = listResponse(clientUser);
export type ClientUserListResponse = z.infer<typeof clientUserListResponse>;

/**
 * POST body (spec 2 §5, §7): name, email, password (6-32), systemRole (ADMIN
 * or USER), permissionRole (codes, kept only for USER), companies `[{ id }]`
 * (active companies of the account, kept only for USER), enabled?.
 */
export const clientUserCreateRequest = clientUserCreateFormSchema;
export type ClientUserCreateRequest = z.input<typeof clientUserCreateRequest>;

/**
 * PATCH body: name, email, systemRole, enabled, permissionRole, companies, and
 * password only if filled. On one's own record role, codes, companies and
 * enabled must stay as they are.
 */
export const clientUserUpdateRequest = clientUserEditFormSchema;
export type ClientUserUpdateRequest = z.input<typeof clientUserUpdateRequest>;

/**
 * `access_token` only when the caller set their own password: the other sessions ended,
 * and this new token keeps the caller's (as My account does).
 */
export const clientUserMutationResponse = z.object({
  message: z.string(),
  user: clientUser,
  access_token: z.optional(z.string()),
});
export type ClientUserMutationResponse = z.infer<typeof clientUserMutationResponse>;

export const clientUserDeleteResponse = z.object({ message: z.string() });
export type ClientUserDeleteResponse = z.infer<typeof clientUserDeleteResponse>;

/** The success toasts (spec 2 §8) and the server's refusals of these calls. */
export const clientUserTexts = {
  created: catalogueSuccessTexts.userCreated,
  updated: catalogueSuccessTexts.userUpdated,
  deleted: catalogueSuccessTexts.userDeleted,
  notFound: 'Usuário não encontrado.',
  emailInUse: 'Este email já está cadastrado.',
  roleNotOffered: 'Tipo de usuário inválido',
  onlyAdministratorsGrantAdmin: 'Somente um administrador pode criar ou promover administradores.',
  onlyAdministratorsManageAdministrators: 'Somente um administrador pode alterar ou excluir um administrador.',
  /** Followed by the codes, e.g. 'Você não pode conceder permissões que não possui: DELETE_USER.' */
  codesNotHeld: 'Você não pode conceder permissões que não possui:',
  /** Followed by the ids, e.g. 'Só é possível atribuir empresas ativas desta conta. Inválidas: 8, 9.' */
  companiesNotAssignable: 'Só é possível atribuir empresas ativas desta conta. Inválidas:',
  ownRecordLocked:
    'Você não pode alterar o seu próprio tipo de usuário, permissões, empresas ou status. Peça a um administrador.',
  selfDelete: 'Você não pode excluir o seu próprio usuário aqui.',
  lastAdministratorDelete:
    'A conta precisa de pelo menos um administrador ativo: este é o último e não pode ser excluído.',
  lastAdministratorDemote:
    'A conta precisa de pelo menos um administrador ativo: este é o último e não pode deixar de ser administrador.',
  lastAdministratorDisable:
    'A conta precisa de pelo menos um administrador ativo: este é o último e não pode ser desativado.',
  lastAdministratorSelfDelete:
    'Você é o último administrador ativo desta conta e não pode excluir a sua conta. Torne outro usuário administrador antes.',
  lastAdministratorSelfDemote:
    'Você é o último administrador ativo desta conta e não pode mudar o seu tipo de usuário. Torne outro usuário administrador antes.',
} as const;
