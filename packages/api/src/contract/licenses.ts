import {
  catalogueSuccessTexts,
  fiscalRegistrationsField,
  licenseFormSchema,
  registrationLevels,
} from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, wireDate } from './common';

/** Paths of the licence-definition calls (spec 1 §7). */
export const licensePaths = {
  list: '/api/v1/admin/license/',
  one: <Id extends number | string>(id: Id) => `/api/v1/admin/license/${id}` as const,
} as const;

/** GET /api/v1/admin/license/ query: search (name, description), page, limit. */
export const licenseListQuery = listQuery;
export type LicenseListQuery = z.input<typeof licenseListQuery>;

/** A CNAE as a licence lists it. */
export const licenseCnae = z.object({
  id: z.int(),
  codeClass: z.string(),
  codeDescription: z.string(),
  registrationLevel: z.enum(registrationLevels),
});
export type LicenseCnae = z.infer<typeof licenseCnae>;

/** One licence definition (spec 1 §3 "Licence (admin definition)"). */
export const licenseDefinition = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  impact: z.int(),
  complexity: z.int(),
  estimatedEffort: z.int(),
  estimatedBureaucratic: z.int(),
  estimatedValid: z.int(),
  enabled: z.boolean(),
  fiscalRegistrations: z.array(licenseCnae),
  totalCnaes: z.int().check(z.nonnegative()),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
});
export type LicenseDefinition = z.infer<typeof licenseDefinition>;

/** Not wrapped in `result[0]` (spec 1 §7: only the CNAE and admin-user lists are). */
export const licenseListResponse = listResponse(licenseDefinition);
export type LicenseListResponse = z.infer<typeof licenseListResponse>;

/** POST body (spec 1 §5, §7): `fiscalRegistrations` defaults to none. */
export const licenseCreateRequest = licenseFormSchema;
export type LicenseCreateRequest = z.input<typeof licenseCreateRequest>;

/** PUT body: as create, but an absent `fiscalRegistrations` keeps the current CNAEs ([] clears them). */
export const licenseUpdateRequest = z.extend(licenseFormSchema, {
  fiscalRegistrations: z.optional(fiscalRegistrationsField),
});
export type LicenseUpdateRequest = z.input<typeof licenseUpdateRequest>;

export const licenseMutationResponse = z.object({ message: z.string(), license: licenseDefinition });
export type LicenseMutationResponse = z.infer<typeof licenseMutationResponse>;

export const licenseTexts = {
  created: catalogueSuccessTexts.licenseCreated,
  updated: catalogueSuccessTexts.licenseUpdated,
  deleted: catalogueSuccessTexts.licenseDeleted,
  notFound: 'Licença não encontrada.',
  /** Deleting a definition would delete what clients filled in; followed by the count. */
  inUse: (companies: number) =>
    `Esta licença já tem dados preenchidos por clientes em ${companies} ${companies === 1 ? 'empresa' : 'empresas'}. Desative-a em vez de excluir, para não perder esses dados.`,
  /** Followed by the unknown ids, e.g. 'CNAE não encontrado: 98, 99.' */
  unknownCnaes: 'CNAE não encontrado:',
} as const;
