import {
  cnpjMessages,
  establishmentKinds,
  isValidCnpj,
  licenseStatuses,
  maxSerial,
  normalizeCnpj,
  registrationLevels,
} from '@product/domain';
import { z } from 'zod/mini';
import { listQuery, listResponse, wireDate } from './common';
import { tag } from './tags';

/** Companies of the current account (spec 2 §7 "Company list" … "Level consult"). */
const one = <Id extends number | string>(id: Id) => `/api/v1/client/company/${id}` as const;
export const companyPaths = {
  /** GET the list, POST a company by CNPJ. */
  list: '/api/v1/client/company',
  /** GET the detail, PUT name and enabled, DELETE the company and everything of it. */
  one,
  /** POST: refresh every CNPJ of the company from the registry ('Atualizar dados'). */
  updateData: <Id extends number | string>(id: Id) => `${one(id)}/update-data` as const,
  /** GET {lastUpdateInDays}. */
  lastUpdate: <Id extends number | string>(id: Id) => `${one(id)}/last-update` as const,
  /** GET the CNPJs' locations (the panel's map). */
  addresses: <Id extends number | string>(id: Id) => `${one(id)}/addresses` as const,
  /** GET the company's CNAEs grouped by risk ('CNAE consult', the licence filter's options). */
  cnaes: <Id extends number | string>(id: Id) => `${one(id)}/cnaes` as const,
  /** GET {cnpjLevel} ('level consult', the header's risk badge). */
  level: <Id extends number | string>(id: Id) => `${one(id)}/level` as const,
} as const;

/** Registry situations (spec 2 §3); INAPTA is displayed as SUSPENSA. */
export const companySituations = ['ATIVA', 'INATIVA', 'INAPTA', 'BAIXADA'] as const;
export type CompanySituation = (typeof companySituations)[number];

/** Matriz or filial as the CNPJ item spells it (spec 2 §3 "type (MATRIZ or Filial)"). */
export const establishmentTypeLabels = { MATRIZ: 'MATRIZ', FILIAL: 'Filial' } as const;
export const establishmentTypeValues = ['MATRIZ', 'Filial'] as const;

/** Names of the 27 federative units, for `state_name`. */
export const stateNames: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export const companyTexts = {
  created: 'Empresa criada',
  updated: 'Empresa atualizada',
  deleted: 'Empresa excluída',
  notFound: 'Empresa não encontrada.',
  cnpjRequired: 'CNPJ é obrigatório.',
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Máximo de 255 caracteres',
  enabledInvalid: 'Valor inválido para Ativo',
  /** The CNPJ is already one of the account's CNPJs (409). */
  cnpjTaken: 'Este CNPJ já está cadastrado nesta conta.',
  /**
   * Another CNPJ of the same root is already a company of the account (409):
   * CNPJs of one root are one company, and filiais join it from its CNPJs tab.
   */
  rootTaken:
    "Já existe uma empresa com a mesma raiz deste CNPJ nesta conta. Para incluí-lo, use 'Adicionar CNPJ' na aba CNPJs dessa empresa.",
  sortInvalid: 'Ordenação inválida.',
  directionInvalid: 'Direção inválida: use asc ou desc.',
  tagsInvalid: 'Lista de tags inválida.',
  tagMatchInvalid: 'Regra de tags inválida: use any ou all.',
} as const;

/**
 * A CNPJ in a request: 14 characters, numeric or alphanumeric, masked or not
 * (the mask is stripped, letters upper-cased), check digits verified.
 */
export function cnpjField(requiredMessage: string) {
  return z.pipe(
    z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : cnpjMessages.invalid),
      })
      .check(
        z.trim(),
        z.minLength(1, requiredMessage),
        z.refine((value) => value === '' || isValidCnpj(value), { error: cnpjMessages.invalid }),
      ),
    z.transform(normalizeCnpj),
  );
}

/** `asc` or `desc`, any case; `desc` by default (spec 2 §9). */
export const sortDirectionParam = z._default(
  z.pipe(z.string().check(z.toLowerCase()), z.enum(['asc', 'desc'] as const, companyTexts.directionInvalid)),
  'desc',
);

/** Sort keys of the company list (the spec's `et.*` names); `et.id` by default. */
export const companySorts = ['et.id', 'et.name', 'et.createdAt', 'et.updatedAt'] as const;
export type CompanySort = (typeof companySorts)[number];

/** `tag`: tag ids, comma separated ('3,7'); empty means no filter. */
export const tagIdsParam = z.pipe(
  z.string().check(z.maxLength(2000, companyTexts.tagsInvalid)),
  z.transform((value, context) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.some((part) => !/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > maxSerial)) {
      context.issues.push({ code: 'custom', message: companyTexts.tagsInvalid, input: value });
      return [];
    }
    return [...new Set(parts.map(Number))];
  }),
);

/**
 * How the chosen tags filter the list: `any` keeps a company carrying at least one of them,
 * `all` one carrying every one. `any` is the default: a compliance manager picking
 * 'Licenciamento SP' and 'Matriz' usually wants both groups, and 'all' of two unrelated tags
 * easily leaves nothing (issue 25).
 */
export const tagMatches = ['any', 'all'] as const;
export type TagMatch = (typeof tagMatches)[number];

/** `tag_match`: `any` or `all`, any case; `any` by default. */
export const tagMatchParam = z._default(
  z.pipe(z.string().check(z.toLowerCase()), z.enum(tagMatches, companyTexts.tagMatchInvalid)),
  'any',
);

/**
 * GET company list: `tag` keeps companies carrying the chosen tags, any one
 * of them or, with `tag_match=all`, every one; `search` looks in the company
 * name, the registration and fantasy names of its CNPJs (case and accents
 * ignored) and its CNPJs (digits, masked or not); page from 0; limit 20 by
 * default (the selectors ask 9999999).
 */
export const companyListQuery = z.extend(listQuery, {
  tag: z.optional(tagIdsParam),
  tag_match: tagMatchParam,
  sort: z._default(z.enum(companySorts, companyTexts.sortInvalid), 'et.id'),
  direction: sortDirectionParam,
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

/** A CNAE as the company screens show it (spec 2 §3 cnaes items). */
export const companyCnae = z.object({ id: z.int(), code_class: z.string(), code_description: z.string() });
export type CompanyCnae = z.infer<typeof companyCnae>;

/** A company's distinct CNAEs (of all its CNPJs) grouped by their risk level, in code order. */
export const cnaesByLevel = z.object({
  lowLevel: z.array(companyCnae),
  mediumLevel: z.array(companyCnae),
  highLevel: z.array(companyCnae),
});
export type CnaesByLevel = z.infer<typeof cnaesByLevel>;

const count = z.int().check(z.nonnegative());
/** A calendar day `YYYY-MM-DD` (opening and situation dates of the registry). */
const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * One card of the companies grid (spec 2 §3 "Company (list item)"). The
 * registration fields are those of the company's first CNPJ (lowest id); null
 * only for a company without CNPJs. `registrationCreatedAt` is the opening
 * date. `totalFiles` counts the repository's files (logos not counted).
 */
export const companyListItem = z.object({
  id: z.int(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: wireDate,
  logoSrc: z.nullable(z.string()),
  registrationFantasyName: z.nullable(z.string()),
  registrationCode: z.nullable(z.string()),
  registrationSituation: z.nullable(z.enum(companySituations)),
  registrationCreatedAt: z.nullable(calendarDay),
  systemCityName: z.nullable(z.string()),
  systemStateAlias: z.nullable(z.string()),
  totalCNPJ: count,
  totalFiles: count,
  cnaes: cnaesByLevel,
  tags: z.array(tag),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const companyListResponse = listResponse(companyListItem);
export type CompanyListResponse = z.infer<typeof companyListResponse>;

/** POST company: the CNPJ (digits; alphanumeric accepted) and whether the company starts active. */
export const companyCreateRequest = z.object({
  cnpj: cnpjField(companyTexts.cnpjRequired),
  companyEnabled: z._default(z.boolean({ error: companyTexts.enabledInvalid }), true),
});
export type CompanyCreateRequest = z.input<typeof companyCreateRequest>;

export const companyCreateResponse = z.object({ message: z.string(), id: z.int() });
export type CompanyCreateResponse = z.infer<typeof companyCreateResponse>;

/** PUT company: name (trimmed, required) and enabled (absent keeps it). */
export const companyUpdateRequest = z.object({
  name: z
    .string({ error: companyTexts.nameRequired })
    .check(z.trim(), z.minLength(1, companyTexts.nameRequired), z.maxLength(255, companyTexts.nameTooLong)),
  enabled: z.optional(z.boolean({ error: companyTexts.enabledInvalid })),
});
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequest>;

export const companyMessageResponse = z.object({ message: z.string() });
export type CompanyMessageResponse = z.infer<typeof companyMessageResponse>;

/** `registry_updated_at` in whole days; null for a company never fetched from the registry. */
export const companyLastUpdateResponse = z.object({ lastUpdateInDays: z.nullable(count) });
export type CompanyLastUpdateResponse = z.infer<typeof companyLastUpdateResponse>;

/** 'Atualizar dados' answer: the data is fresh, so 0 days. */
export const companyUpdateDataResponse = z.object({ message: z.string(), lastUpdateInDays: count });
export type CompanyUpdateDataResponse = z.infer<typeof companyUpdateDataResponse>;

/** The company's risk from its CNAEs (spec 2 §4); null when it has none. */
export const companyLevelResponse = z.object({ cnpjLevel: z.nullable(z.enum(registrationLevels)) });
export type CompanyLevelResponse = z.infer<typeof companyLevelResponse>;

/**
 * One CNPJ's location (spec 2 §3 "Company address"), in id order; the
 * coordinates are the municipality's, null when the registry gave no
 * municipality that could be located.
 */
export const companyAddress = z.object({
  id: z.int(),
  registrationCode: z.string(),
  name: z.string(),
  systemCityName: z.nullable(z.string()),
  systemStateAlias: z.nullable(z.string()),
  geocodeLatitude: z.nullable(z.number()),
  geocodeLongitude: z.nullable(z.number()),
});
export type CompanyAddress = z.infer<typeof companyAddress>;
export const companyAddressesResponse = z.array(companyAddress);
export type CompanyAddressesResponse = z.infer<typeof companyAddressesResponse>;

const activity = z.object({ code: z.string(), text: z.string() });

/** A licence row of the company, for the profile and the export (active rows, by name). */
export const companyLicenseSummary = z.object({
  id: z.int(),
  name: z.string(),
  status: z.enum(licenseStatuses),
  /** `YYYY-MM-DD`, null without validity. */
  valid_until: z.nullable(calendarDay),
  /** The CNPJ the row belongs to. */
  registration_code: z.string(),
  /** Whether that CNPJ is the matriz or a filial. */
  establishment_type: z.enum(establishmentKinds),
});
export type CompanyLicenseSummary = z.infer<typeof companyLicenseSummary>;

/**
 * The company detail (spec 2 §3 "Company (detail/profile/export)"): the
 * registry data of the first CNPJ (lowest id) with flat address fields
 * (`uf` the state's abbreviation, `state_name` its full name), dates as
 * `YYYY-MM-DD`, `share_capital` a decimal string; `cnpjLevel` and `cnaes`
 * over the CNAEs of all its CNPJs; `licenses` its active licence rows.
 */
export const companyDetail = z.object({
  id: z.int(),
  name: z.string(),
  enabled: z.boolean(),
  logoSrc: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  type: z.nullable(z.enum(establishmentTypeValues)),
  registration_name: z.nullable(z.string()),
  registration_fantasy_name: z.nullable(z.string()),
  registration_code: z.nullable(z.string()),
  registration_situation: z.nullable(z.enum(companySituations)),
  /** The registry's own wording of the situation or its reason. */
  registration_status: z.nullable(z.string()),
  registration_situation_date: z.nullable(calendarDay),
  date_of_stablishment: z.nullable(calendarDay),
  legal_nature: z.nullable(z.string()),
  company_size: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  share_capital: z.nullable(z.string()),
  street: z.nullable(z.string()),
  number: z.nullable(z.string()),
  complement: z.nullable(z.string()),
  neighborhood: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
  city_name: z.nullable(z.string()),
  state_name: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  createdAt: wireDate,
  cnpjLevel: z.nullable(z.enum(registrationLevels)),
  primary_activity: z.nullable(activity),
  secondary_activities: z.array(activity),
  cnaes: cnaesByLevel,
  qsa: z.array(z.object({ name: z.string(), qual: z.string() })),
  licenses: z.array(companyLicenseSummary),
  totalCNPJ: count,
});
export type CompanyDetail = z.infer<typeof companyDetail>;

/** Page limit of lists that serve selectors (spec 2 §9). */
export const companySelectorLimit = 9_999_999;
