import {
  accountCreateTypeField,
  accountEnabledField,
  accountFormMessages,
  accountNameField,
  accountTypeField,
  accountTypes,
  brand,
  maxSerial,
} from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, pathId, queryInt, wireDate } from './common';

/**
 * GET /api/v1/admin/client/ query (spec 1 §7) and, beyond the spec, `exceptGroup`: the accounts of
 * every group but this one (the affinitys view's 'Todos' leaves out group 1, the business view's).
 */
export const accountListQuery = z.extend(listQuery, {
  group: z.optional(queryInt('Grupo inválido', 1, maxSerial)),
  exceptGroup: z.optional(queryInt('Grupo inválido', 1, maxSerial)),
  filter: z.optional(z.enum(['PROVIDER', 'CLIENT'], { error: 'Filtro inválido' })),
});
export type AccountListQuery = z.input<typeof accountListQuery>;

/** One account card (spec 1 §3 "Account/client"). */
export const account = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(accountTypes),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
  totalCompanies: z.int().check(z.nonnegative()),
  groupName: z.nullable(z.string()),
});
export type Account = z.infer<typeof account>;

export const accountListResponse = listResponse(account);
export type AccountListResponse = z.infer<typeof accountListResponse>;

/** Paths of the account calls (spec 1 §7); `{id}` is the account id. */
export const accountPaths = {
  list: '/api/v1/admin/client/',
  item: <Id extends number | string>(id: Id) => `/api/v1/admin/client/${id}` as const,
  enter: <Id extends number | string>(id: Id) => `/api/v1/admin/client/manager/${id}` as const,
} as const;

const accountIdInvalid = 'ID de cliente inválido.';

/**
 * The `{id}` of an account path (see `pathId`): plain digits or 400 'ID de
 * cliente inválido.'; digits beyond the database's integer range are read as
 * 0, which the server answers with 404 'Cliente não encontrado.'.
 */
export const accountIdParam = pathId(accountIdInvalid);

/**
 * POST /api/v1/admin/client/ (spec 1 §7): name, type (CLIENT or PROVIDER, the
 * create modal's choices), enabled (default true) and, beyond the spec,
 * `groupId`: the group the account joins. Without it, accounts created by
 * {product} or EDITOR join group 1 (the provider's own group) and those created
 * by PARTNER or AFFINITY join the creator's group; PARTNER and AFFINITY may
 * only name their own group (any other id is a 403).
 */
export const accountCreateRequest = z.object({
  name: accountNameField,
  type: accountCreateTypeField,
  enabled: z._default(accountEnabledField, true),
  groupId: z.optional(
    z
      .int({ error: accountFormMessages.groupInvalid })
      .check(z.positive(accountFormMessages.groupInvalid), z.maximum(maxSerial, accountFormMessages.groupInvalid)),
  ),
});
export type AccountCreateRequest = z.input<typeof accountCreateRequest>;

/** PUT /api/v1/admin/client/{id} (spec 1 §7): name, type (any of the three), enabled — all required. */
export const accountUpdateRequest = z.object({
  name: accountNameField,
  type: accountTypeField,
  enabled: accountEnabledField,
});
export type AccountUpdateRequest = z.input<typeof accountUpdateRequest>;

/** GET, PUT and the 201 of POST answer the account as one card of the list. */
export const accountResponse = account;
export type AccountResponse = Account;

/** DELETE /api/v1/admin/client/{id}: the success toast's text. */
export const accountDeleteResponse = z.object({ message: z.string() });
export type AccountDeleteResponse = z.infer<typeof accountDeleteResponse>;

/**
 * POST /api/v1/admin/client/manager/{id} ('enter client'): a token that keeps
 * the staff member's identity and role and carries the client's
 * `current_client_id` and `client_name`.
 */
export const enterClientResponse = z.object({ access_token: z.string().check(z.minLength(1)) });
export type EnterClientResponse = z.infer<typeof enterClientResponse>;

/** The server's texts for these calls. */
export const accountTexts = {
  notFound: 'Cliente não encontrado.',
  invalidId: accountIdInvalid,
  deleted: 'Cliente excluído',
  groupNotFound: 'Grupo não encontrado.',
  foreignGroup: 'Você só pode criar clientes no seu próprio grupo.',
  noGroup: 'Sua conta não pertence a nenhum grupo.',
  providerAccount: 'A conta do provedor não pode ser excluída.',
  ownAccount: 'Você não pode excluir a conta à qual pertence.',
  providerAccountDisable: 'A conta do provedor não pode ser desativada.',
  providerAccountType: 'O tipo da conta do provedor não pode ser alterado.',
  providerAccountName: `Só um usuário ${brand.name} pode alterar o nome da conta do provedor.`,
  ownAccountDisable: 'Você não pode desativar a conta à qual pertence.',
} as const;
