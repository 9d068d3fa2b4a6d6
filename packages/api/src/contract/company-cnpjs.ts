import { normalizeCnpj } from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, queryInt, wireDate } from './common';
import { cnpjField, companySituations, establishmentTypeValues, sortDirectionParam } from './companies';

/** The CNPJs (establishments) of a company (spec 2 §7 "CNPJ list / create / delete"). */
export const companyCnpjPaths = {
  /** GET the list, POST a CNPJ of the same root, DELETE one (JSON body {registrationCode}). */
  list: <CompanyId extends number | string>(companyId: CompanyId) =>
    `/api/v1/client/company/${companyId}/cnpj` as const,
} as const;

/** Largest page of the CNPJ list: the licence filter loads every CNPJ (spec 2 §9 "CNPJ filter limit 500000"). */
export const companyCnpjMaxLimit = 500_000;

export const companyCnpjTexts = {
  added: 'CNPJ adicionado',
  deleted: 'CNPJ excluído',
  cnpjRequired: 'CNPJ é obrigatório.',
  notFound: 'CNPJ não encontrado nesta empresa.',
  /** Followed by the company's root, masked: 'O CNPJ deve ter a mesma raiz da empresa: 12.345.678.' */
  otherRoot: 'O CNPJ deve ter a mesma raiz (8 primeiros caracteres) da empresa:',
  /** A company always keeps at least one CNPJ: its data comes from the first one. */
  lastCnpj: "Este é o único CNPJ da empresa. Para removê-lo, use 'Excluir empresa'.",
  sortInvalid: 'Ordenação inválida.',
} as const;

/** Sort keys of the CNPJ list (the spec's `et.*` names); `et.id` by default. */
export const companyCnpjSorts = ['et.id', 'et.registrationName', 'et.registrationCode', 'et.createdAt'] as const;
export type CompanyCnpjSort = (typeof companyCnpjSorts)[number];

/** GET query: search (names, CNPJ digits masked or not, city), page, limit up to 500000, sort, direction (desc). */
export const companyCnpjListQuery = z.extend(listQuery, {
  limit: z._default(queryInt('Limite inválido', 1, companyCnpjMaxLimit), 20),
  sort: z._default(z.enum(companyCnpjSorts, companyCnpjTexts.sortInvalid), 'et.id'),
  direction: sortDirectionParam,
});
export type CompanyCnpjListQuery = z.input<typeof companyCnpjListQuery>;

/**
 * One CNPJ (spec 2 §3 "CNPJ item"): `type` 'MATRIZ' or 'Filial' as the spec
 * writes them; `registrationStatus` the registry's own wording of the
 * situation; `registrationSituationDate` the situation's day at 00:00 UTC.
 */
export const companyCnpjItem = z.object({
  id: z.int(),
  type: z.enum(establishmentTypeValues),
  registrationName: z.string(),
  registrationFantasyName: z.nullable(z.string()),
  registrationCode: z.string(),
  systemCityName: z.nullable(z.string()),
  systemStateAlias: z.nullable(z.string()),
  registrationSituation: z.enum(companySituations),
  registrationStatus: z.nullable(z.string()),
  registrationSituationDate: z.nullable(wireDate),
  enabled: z.boolean(),
  createdAt: wireDate,
});
export type CompanyCnpjItem = z.infer<typeof companyCnpjItem>;

export const companyCnpjListResponse = listResponse(companyCnpjItem);
export type CompanyCnpjListResponse = z.infer<typeof companyCnpjListResponse>;

/** POST body: a CNPJ sharing the company's 8-character root, not yet in the account. */
export const companyCnpjCreateRequest = z.object({ cnpj: cnpjField(companyCnpjTexts.cnpjRequired) });
export type CompanyCnpjCreateRequest = z.input<typeof companyCnpjCreateRequest>;

export const companyCnpjCreateResponse = z.object({ message: z.string(), id: z.int() });
export type CompanyCnpjCreateResponse = z.infer<typeof companyCnpjCreateResponse>;

/**
 * DELETE body: the CNPJ to remove (masked or not). Its licence rows go with
 * it; the repository's files stay. The last CNPJ cannot be removed (409);
 * when the first goes, the next one becomes the company's data source.
 */
export const companyCnpjDeleteRequest = z.object({
  registrationCode: z.pipe(
    z
      .string({ error: companyCnpjTexts.cnpjRequired })
      .check(z.trim(), z.minLength(1, companyCnpjTexts.cnpjRequired), z.maxLength(32, companyCnpjTexts.notFound)),
    z.transform(normalizeCnpj),
  ),
});
export type CompanyCnpjDeleteRequest = z.input<typeof companyCnpjDeleteRequest>;

export const companyCnpjMessageResponse = z.object({ message: z.string() });
export type CompanyCnpjMessageResponse = z.infer<typeof companyCnpjMessageResponse>;
