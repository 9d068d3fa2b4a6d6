import type { ActivityRecord, PartnerRecord } from '../db/schema';

/** Situations the product keeps (spec 2 §3); the adapters map the registry's others onto them. */
export const registrySituations = ['ATIVA', 'INATIVA', 'INAPTA', 'BAIXADA'] as const;
export type RegistrySituation = (typeof registrySituations)[number];

/**
 * One establishment as any registry describes it, already normalised: the
 * adapters (BrasilAPI, ReceitaWS, the offline dataset) all answer this.
 */
export interface RegistryCompany {
  /** 14 upper-case characters. */
  cnpj: string;
  type: 'MATRIZ' | 'FILIAL';
  registrationName: string;
  fantasyName: string | null;
  situation: RegistrySituation;
  /** The registry's own words for the situation or its reason, e.g. 'SUSPENSA' or 'OMISSÃO DE DECLARAÇÕES'. */
  situationReason: string | null;
  /** `YYYY-MM-DD`. */
  situationDate: string | null;
  openingDate: string | null;
  legalNature: string | null;
  companySize: string | null;
  /** Decimal with a dot, e.g. '150000.00'. */
  shareCapital: string | null;
  email: string | null;
  phone: string | null;
  address: {
    street: string | null;
    number: string | null;
    complement: string | null;
    neighborhood: string | null;
    zipCode: string | null;
    cityName: string | null;
    /** UF, e.g. 'MG'. */
    stateAlias: string | null;
    /** 7-digit IBGE code when the registry gives it (BrasilAPI does). */
    ibgeCode: string | null;
    /** 4-digit SIAFI code when the registry gives it (BrasilAPI's `codigo_municipio`). */
    siafiCode: string | null;
  };
  /** CNAE codes masked `9999-9/99`. */
  primaryActivity: ActivityRecord | null;
  secondaryActivities: ActivityRecord[];
  qsa: PartnerRecord[];
  source: 'brasilapi' | 'receitaws' | 'offline';
}

/**
 * Why a lookup failed, with the Portuguese message the person sees:
 * `not_found` (404: the registry does not know the CNPJ), `unavailable`
 * (502: timeout, network error or a bad answer after one retry),
 * `rate_limited` (429).
 */
export class RegistryError extends Error {
  override name = 'RegistryError';
  constructor(
    readonly reason: 'not_found' | 'unavailable' | 'rate_limited',
    message: string,
  ) {
    super(message);
  }
}

/** Looks up one CNPJ (14 upper-case characters, check digits already verified). */
export interface CompanyRegistry {
  lookup(cnpj: string): Promise<RegistryCompany>;
}
