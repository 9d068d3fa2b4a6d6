import { accountTypes } from '@product/domain';
import { z } from 'zod';
import { listQuery, listResponse, wireDate } from './common';

/** GET /api/v1/admin/client/ query (spec 1 §7). */
export const accountListQuery = listQuery.extend({
  group: z.coerce.number({ error: 'Grupo inválido' }).int('Grupo inválido').positive('Grupo inválido').optional(),
  filter: z.enum(['PROVIDER', 'CLIENT'], { error: 'Filtro inválido' }).optional(),
});
export type AccountListQuery = z.input<typeof accountListQuery>;

/** One account card (spec 1 §3 "Account/client"). */
export const account = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(accountTypes),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: wireDate.nullable(),
  totalCompanies: z.number().int().nonnegative(),
  groupName: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

export const accountListResponse = listResponse(account);
export type AccountListResponse = z.infer<typeof accountListResponse>;
