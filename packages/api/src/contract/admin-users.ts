import {
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
  adminUserRoles,
  brand,
  catalogueSuccessTexts,
} from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, wireDate } from './common';

/** Paths of the admin-user calls (spec 1 §7). */
export const adminUserPaths = {
  list: '/api/v1/admin/user/',
  one: <Id extends number | string>(id: Id) => `/api/v1/admin/user/${id}` as const,
} as const;

/** GET /api/v1/admin/user/ query: search (name, e-mail), page, limit. */
export const adminUserListQuery = listQuery;
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

/** One staff-side user (spec 1 §3 "Admin user"); never the password. */
export const adminUser = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  systemRole: z.enum(adminUserRoles),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Wrapped like the CNAE list: `result[0]` (spec 1 §7 "Admin users"). */
export const adminUserListResponse = z.object({ result: z.tuple([listResponse(adminUser)]) });
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;

/** POST body: name, email, password (6-32), systemRole ({product}, AFFINITY, EDITOR), enabled?. */
export const adminUserCreateRequest = adminUserCreateFormSchema;
export type AdminUserCreateRequest = z.input<typeof adminUserCreateRequest>;

/** PATCH body: as create, password optional (absent or '' keeps it). */
export const adminUserUpdateRequest = adminUserEditFormSchema;
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequest>;

/**
 * `access_token` only when the caller set their own password: the other sessions ended,
 * and this new token keeps the caller's (as My account does).
 */
export const adminUserMutationResponse = z.object({
  message: z.string(),
  user: adminUser,
  access_token: z.optional(z.string()),
});
export type AdminUserMutationResponse = z.infer<typeof adminUserMutationResponse>;

export const adminUserTexts = {
  created: catalogueSuccessTexts.userCreated,
  updated: catalogueSuccessTexts.userUpdated,
  deleted: catalogueSuccessTexts.userDeleted,
  notFound: 'Usuário não encontrado.',
  emailInUse: 'Este email já está cadastrado.',
  selfDelete: 'Você não pode excluir o seu próprio usuário aqui.',
  selfDemote: 'Você não pode alterar o seu próprio tipo de usuário nem se desativar aqui.',
  roleNotOffered: 'Tipo de usuário inválido',
  lastProductUserDisable: `Este é o último usuário ${brand.name} ativo: ele não pode ser desativado.`,
  lastProductUserDemote: `Este é o último usuário ${brand.name} ativo: o tipo dele não pode ser alterado.`,
  lastProductUserDelete: `Este é o último usuário ${brand.name} ativo: ele não pode ser excluído.`,
} as const;
