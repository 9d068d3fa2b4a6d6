import { catalogueSuccessTexts, cnaeFormSchema, registrationLevels } from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, pathId, wireDate } from './common';

/** Paths of the CNAE calls (spec 1 §7). */
export const cnaePaths = {
  list: '/api/v1/admin/cnae/',
  one: <Id extends number | string>(id: Id) => `/api/v1/admin/cnae/${id}` as const,
} as const;

/**
 * The `{id}` of a catalogue, admin-user or client-area path (see `pathId`):
 * plain digits or 400 'ID inválido.'; digits beyond the database's integer
 * range are read as 0, which the server answers with the resource's 404.
 */
export const catalogueIdParam = z.object({ id: pathId('ID inválido.') });

/** GET /api/v1/admin/cnae/ query: search (code with or without mask, description), page, limit (dropdowns send 900000). */
export const cnaeListQuery = listQuery;
export type CnaeListQuery = z.input<typeof cnaeListQuery>;

/** One CNAE (spec 1 §3). */
export const cnae = z.object({
  id: z.int(),
  codeClass: z.string(),
  codeDescription: z.string(),
  registrationLevel: z.enum(registrationLevels),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
});
export type Cnae = z.infer<typeof cnae>;

/** The CNAE list is the one list the spec wraps: `result[0]` holds items, total, pages_in_range. */
export const cnaeListResponse = z.object({ result: z.tuple([listResponse(cnae)]) });
export type CnaeListResponse = z.infer<typeof cnaeListResponse>;

/** POST and PUT /api/v1/admin/cnae/ body: codeClass (7 digits are masked), registrationLevel, codeDescription, enabled?. */
export const cnaeRequest = cnaeFormSchema;
export type CnaeRequest = z.input<typeof cnaeRequest>;

/** Create and update answer: the spec's success text and the saved record. */
export const cnaeMutationResponse = z.object({ message: z.string(), cnae });
export type CnaeMutationResponse = z.infer<typeof cnaeMutationResponse>;

/** Any delete answer of the catalogue and admin users: the spec's success text. */
export const deletedResponse = z.object({ message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponse>;

export const cnaeTexts = {
  created: catalogueSuccessTexts.cnaeCreated,
  updated: catalogueSuccessTexts.cnaeUpdated,
  /** Deleting a CNAE in use would strip it from clients' CNPJs; followed by the count. */
  inUse: (cnpjs: number) =>
    `Este CNAE está em uso por ${cnpjs} ${cnpjs === 1 ? 'CNPJ' : 'CNPJs'} de clientes. Desative-o em vez de excluir.`,
  deleted: catalogueSuccessTexts.cnaeDeleted,
  notFound: 'CNAE não encontrado.',
  duplicate: 'Já existe um CNAE com este código.',
} as const;
