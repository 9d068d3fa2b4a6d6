import { accountTypes } from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, queryInt, wireDate } from './common';

/** GET /api/v1/admin/client/ query (spec 1 §7). */
export const accountListQuery = z.extend(listQuery, {
  group: z.optional(queryInt('Grupo inválido', 1, 2_147_483_647)),
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
