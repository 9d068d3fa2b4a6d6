import {
  establishmentKinds,
  feeAmountProblem,
  isCalendarDate,
  isValidCnpj,
  licenseFormMessages,
  licenseRecordTypes,
  licenseStatuses,
  licenseTextMaxLength,
  maxSerial,
  normalizeCnpj,
  notNecessaryReasons,
  parseBrlAmount,
  registrationLevels,
} from '@product/domain';
import { z } from 'zod/mini';
import { cnaeCodesParam, repositoryFileTypes } from './client-files';
import { listQuery, listResponse, queryInt, wireDate } from './common';

/** A company's licence rows (spec 2 §7 "Licence list / read / update / reset / statuses"). */
const licensesOf = <CompanyId extends number | string>(companyId: CompanyId) =>
  `/api/v1/client/company/${companyId}/licenses` as const;
const oneLicense = <CompanyId extends number | string, LicenseId extends number | string>(
  companyId: CompanyId,
  licenseId: LicenseId,
) => `${licensesOf(companyId)}/${licenseId}` as const;

export const companyLicensePaths = {
  /** GET the list, wrapped in `result[0]`. */
  list: licensesOf,
  /** GET the count per status for the list's filters. */
  statuses: <CompanyId extends number | string>(companyId: CompanyId) => `${licensesOf(companyId)}/statuses` as const,
  /** GET one row; PUT or POST its data ('Salvar' of the licence dialog). */
  one: oneLicense,
  /** POST: back to the initial state ('Resetar'). */
  reset: <CompanyId extends number | string, LicenseId extends number | string>(
    companyId: CompanyId,
    licenseId: LicenseId,
  ) => `${oneLicense(companyId, licenseId)}/reset` as const,
  /**
   * GET a temporary link to a file attached to the row: whoever may read the licence may open its
   * files (GET_LICENSES), without GET_FILES, which is the Documentos tab's.
   */
  file: <CompanyId extends number | string, LicenseId extends number | string, FileId extends number | string>(
    companyId: CompanyId,
    licenseId: LicenseId,
    fileId: FileId,
  ) => `${oneLicense(companyId, licenseId)}/files/${fileId}` as const,
} as const;

export const companyLicenseTexts = {
  updated: 'Alteração realizada',
  reset: 'Licença resetada',
  resetDescription: 'A licença voltou ao seu estado inicial, sem dados e sem uploads.',
  notFound: 'Licença não encontrada.',
  fileNotFound: 'Arquivo não encontrado.',
  /** The ids sent with the update name another row than the one in the path. */
  mismatch: 'Os dados enviados não correspondem a esta licença.',
  cnaeLevelInvalid: 'Nível de CNAE inválido.',
  cnpjsInvalid: 'Lista de CNPJs inválida.',
  statusInvalid: 'Status inválido.',
  sortInvalid: 'Ordenação inválida.',
  directionInvalid: 'Direção inválida: use asc ou desc.',
} as const;

/** The licence list's page size (spec 2 §9 "Licence list limit 99"; the panel and dashboard ask page=0&limit=99). */
export const companyLicenseListLimit = 99;

/**
 * Sort keys of the licence table's columns. `status` sorts by urgency
 * (Vencida, Expirando, Pendente, Renovando, Em conformidade, Não necessária),
 * `validUntil` keeps rows without a date last, `updatedAt` is the
 * 'Adicionado/Alterado' column (the creation time until the first change).
 */
export const companyLicenseSorts = [
  'fiscalLicenseName',
  'status',
  'validUntil',
  'fiscalRegistrationCodeClass',
  'fiscalLicenseImpact',
  'fiscalLicenseComplexity',
  'registrationCode',
  'createdAt',
  'updatedAt',
  'id',
] as const;
export type CompanyLicenseSort = (typeof companyLicenseSorts)[number];

/** Comma-separated, optionally quoted tokens ('"a","b"' or 'a,b'); empty tokens are skipped. */
function tokensOf(value: string): string[] {
  return value
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter((part) => part !== '');
}

/**
 * `cnpjs`: the CNPJs to show, comma separated, each either the CNPJ item's
 * `id` (up to 10 digits) or the CNPJ itself (14 characters, masked or not,
 * check digits verified). The two never clash: an id is never 14 characters.
 */
export const cnpjFilterParam = z.pipe(
  z.string().check(z.maxLength(20_000, companyLicenseTexts.cnpjsInvalid)),
  z.transform((value, context) => {
    const ids = new Set<number>();
    const cnpjs = new Set<string>();
    for (const token of tokensOf(value)) {
      if (/^\d{1,10}$/.test(token) && Number(token) >= 1 && Number(token) <= maxSerial) ids.add(Number(token));
      else if (isValidCnpj(token)) cnpjs.add(normalizeCnpj(token));
      else {
        context.issues.push({ code: 'custom', message: companyLicenseTexts.cnpjsInvalid, input: value });
        return { ids: [], cnpjs: [] };
      }
    }
    return { ids: [...ids], cnpjs: [...cnpjs] };
  }),
);

/** `status`: one or more licence statuses, comma separated. */
export const licenseStatusFilterParam = z.pipe(
  z.string().check(z.maxLength(500, companyLicenseTexts.statusInvalid)),
  z.transform((value, context) => {
    const tokens = tokensOf(value);
    if (tokens.some((token) => !(licenseStatuses as readonly string[]).includes(token))) {
      context.issues.push({ code: 'custom', message: companyLicenseTexts.statusInvalid, input: value });
      return [];
    }
    return [...new Set(tokens)] as (typeof licenseStatuses)[number][];
  }),
);

/**
 * GET list and statuses (spec 2 §7 "Licence list"): `cnae_level` keeps rows
 * of CNAEs of that risk; `cnaes` quoted comma-separated CNAE codes
 * (`"4731-8/00","8610-1/01"`, masks optional); `cnpjs` CNPJ ids or CNPJs;
 * `status` (ours) one or more statuses; `search` the licence name, the CNAE
 * code or description and the CNPJ (case and accents ignored); page from 0,
 * limit 99 by default; sort by name ascending by default. The statuses call
 * reads the same query and ignores `status`, page and sort.
 */
export const companyLicenseListQuery = z.extend(listQuery, {
  limit: z._default(queryInt('Limite inválido', 1, 10_000_000), companyLicenseListLimit),
  cnae_level: z.optional(z.enum(registrationLevels, companyLicenseTexts.cnaeLevelInvalid)),
  cnaes: z.optional(cnaeCodesParam),
  cnpjs: z.optional(cnpjFilterParam),
  status: z.optional(licenseStatusFilterParam),
  sort: z._default(z.enum(companyLicenseSorts, companyLicenseTexts.sortInvalid), 'fiscalLicenseName'),
  direction: z._default(
    z.pipe(z.string().check(z.toLowerCase()), z.enum(['asc', 'desc'] as const, companyLicenseTexts.directionInvalid)),
    'asc',
  ),
});
export type CompanyLicenseListQuery = z.input<typeof companyLicenseListQuery>;

const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * A file attached to a licence row. `href` is the row's temporary-link call
 * (`companyLicensePaths.file`: GET with the bearer token answers a 5-minute
 * link, for anyone who may read the licence); `file_type` says in which list
 * of the row it sits.
 */
export const companyLicenseFile = z.object({
  id: z.int(),
  name: z.string(),
  href: z.string(),
  file_type: z.enum(repositoryFileTypes),
});
export type CompanyLicenseFile = z.infer<typeof companyLicenseFile>;

/**
 * One licence row of the company (spec 2 §3 "Licence item (per company)"):
 * a licence definition (`fiscalLicense*`, impact and complexity on the 1–3
 * scale) required by a CNAE (`fiscalRegistration*`) of one CNPJ
 * (`clientNationalRegistrationId`; `registrationCode` is that CNPJ, ours).
 * Dates are `YYYY-MM-DD`; `updatedAt` is null until the first change;
 * `feeAmount` in reais. Files: newest first.
 */
export const companyLicenseItem = z.object({
  id: z.int(),
  status: z.enum(licenseStatuses),
  fiscalLicenseName: z.string(),
  fiscalLicenseId: z.int(),
  fiscalLicenseImpact: z.int(),
  fiscalLicenseComplexity: z.int(),
  fiscalRegistrationCodeClass: z.string(),
  fiscalRegistrationCodeDescription: z.string(),
  fiscalRegistrationId: z.int(),
  /** The CNAE's risk level (ours: the CNAE filter groups its options by it). */
  fiscalRegistrationLevel: z.enum(registrationLevels),
  clientNationalRegistrationId: z.int(),
  registrationCode: z.string(),
  /** Whether that CNPJ is the matriz or a filial (ours: the table tells a company's CNPJs apart). */
  establishmentType: z.enum(establishmentKinds),
  validUntil: z.nullable(calendarDay),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
  isNecessary: z.boolean(),
  type: z.nullable(z.enum(licenseRecordTypes)),
  problem: z.nullable(z.enum(notNecessaryReasons)),
  description: z.nullable(z.string()),
  conditions: z.nullable(z.string()),
  note: z.nullable(z.string()),
  feeName: z.nullable(z.string()),
  feeAmount: z.nullable(z.number()),
  feeExpirationDate: z.nullable(calendarDay),
  files: z.object({
    documents: z.array(companyLicenseFile),
    protocols: z.array(companyLicenseFile),
    fees: z.array(companyLicenseFile),
  }),
});
export type CompanyLicenseItem = z.infer<typeof companyLicenseItem>;

/** The state's Junta Comercial, where the licence dialog points {product} and EDITOR staff. */
export const licenseSource = z.object({
  uf: z.string(),
  state: z.string(),
  name: z.string(),
  url: z.string(),
});
export type LicenseSource = z.infer<typeof licenseSource>;

/** GET one row: the item, and `sources` for the CNPJ's state only when the caller is {product} or EDITOR. */
export const companyLicenseDetail = z.extend(companyLicenseItem, {
  sources: z.optional(z.array(licenseSource)),
});
export type CompanyLicenseDetail = z.infer<typeof companyLicenseDetail>;

export const companyLicenseListResponse = z.object({ result: z.tuple([listResponse(companyLicenseItem)]) });
export type CompanyLicenseListResponse = z.infer<typeof companyLicenseListResponse>;

/** 'Licence statuses … result of status, total': every status, in the order of `licenseStatuses`, zeros included. */
export const companyLicenseStatusCount = z.object({
  status: z.enum(licenseStatuses),
  total: z.int().check(z.nonnegative()),
});
export const companyLicenseStatusesResponse = z.object({ result: z.array(companyLicenseStatusCount) });
export type CompanyLicenseStatusesResponse = z.infer<typeof companyLicenseStatusesResponse>;

// ---------------------------------------------------------------- update

const idField = (message: string) =>
  z.optional(z.nullable(z.int({ error: message }).check(z.positive(message), z.maximum(maxSerial, message))));

/** Free text: trimmed, '' becomes null. */
const textField = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: message }).check(z.trim(), z.maxLength(max, message)),
        z.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );

/** `YYYY-MM-DD`, or a date-time whose day is taken; '' is null. */
const dateField = z.optional(
  z.nullable(
    z.pipe(
      z.string({ error: licenseFormMessages.dateInvalid }),
      z.transform((value, context) => {
        const day = value.trim().slice(0, 10);
        const rest = value.trim().slice(10);
        if (day === '') return null;
        if (!isCalendarDate(day) || !/^([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(rest)) {
          context.issues.push({ code: 'custom', message: licenseFormMessages.dateInvalid, input: value });
        }
        return day;
      }),
    ),
  ),
);

/** A number, or text as typed ('1.234,56', '150.00'); reais, ≥ 0, cents at most. Output: the amount. */
const amountField = z.optional(
  z.nullable(
    z.pipe(
      z.union([z.number({ error: licenseFormMessages.feeAmountInvalid }), z.string()], {
        error: licenseFormMessages.feeAmountInvalid,
      }),
      z.transform((value, context) => {
        if (typeof value === 'string' && value.trim() === '') return null;
        const amount = typeof value === 'number' ? value : parseBrlAmount(value);
        const problem = feeAmountProblem(amount);
        if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
        return amount;
      }),
    ),
  ),
);

/**
 * PUT or POST one row (spec 2 §7 "Licence update"), every field optional:
 * `isNecessary` (true by default) false marks it 'Não necessária' and needs
 * `problem`; otherwise `type` ('document' Licença or 'protocol' Protocolo) is
 * required. `fileId` attaches a repository file as the row's document or
 * protocol (by `type`), `feeFileId` as its fee receipt; both must be files of
 * the same company. `fiscalLicense`, `clientNationalRegistrationId` and
 * `fiscalRegistrationId` identify the row as the list gave it (licence
 * definition, CNPJ and CNAE ids): when sent they must match the row in the
 * path. The row's data is replaced by what is sent; what does not apply is
 * cleared (see the server).
 */
export const companyLicenseUpdateRequest = z
  .object({
    fileId: idField(licenseFormMessages.fileInvalid),
    feeFileId: idField(licenseFormMessages.fileInvalid),
    fiscalLicense: idField(companyLicenseTexts.mismatch),
    clientNationalRegistrationId: idField(companyLicenseTexts.mismatch),
    fiscalRegistrationId: idField(companyLicenseTexts.mismatch),
    isNecessary: z._default(z.boolean({ error: licenseFormMessages.isNecessaryInvalid }), true),
    type: z.optional(z.nullable(z.enum(licenseRecordTypes, licenseFormMessages.typeInvalid))),
    validUntil: dateField,
    conditions: textField(licenseTextMaxLength, licenseFormMessages.textTooLong),
    feeName: textField(255, licenseFormMessages.max255),
    feeAmount: amountField,
    feeExpirationDate: dateField,
    note: textField(licenseTextMaxLength, licenseFormMessages.textTooLong),
    problem: z.optional(z.nullable(z.enum(notNecessaryReasons, licenseFormMessages.problemInvalid))),
    description: textField(licenseTextMaxLength, licenseFormMessages.textTooLong),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.isNecessary && !input.type) {
        context.issues.push({ code: 'custom', message: licenseFormMessages.typeRequired, input, path: ['type'] });
      }
      if (!input.isNecessary && !input.problem) {
        context.issues.push({ code: 'custom', message: licenseFormMessages.problemRequired, input, path: ['problem'] });
      }
      if (input.isNecessary && input.fileId && input.fileId === input.feeFileId) {
        context.issues.push({ code: 'custom', message: licenseFormMessages.sameFile, input, path: ['feeFileId'] });
      }
    }),
  );
export type CompanyLicenseUpdateRequest = z.input<typeof companyLicenseUpdateRequest>;

export const companyLicenseUpdateResponse = z.object({ message: z.string(), license: companyLicenseItem });
export type CompanyLicenseUpdateResponse = z.infer<typeof companyLicenseUpdateResponse>;

/** POST reset: no body needed; the answer carries the toast's title and description. */
export const companyLicenseResetResponse = z.object({
  message: z.string(),
  description: z.string(),
  license: companyLicenseItem,
});
export type CompanyLicenseResetResponse = z.infer<typeof companyLicenseResetResponse>;
