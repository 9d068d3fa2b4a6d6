import type { EstablishmentKind } from '@product/domain';

/** Licence statuses of spec 2 §4, in the order of the charts. */
export const licenceStatuses = [
  'in_conformity',
  'pending',
  'license_expired',
  'near_expiration',
  'renewing',
  'not_necessary',
] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

export const licenceStatusLabels: Readonly<Record<LicenceStatus, string>> = {
  in_conformity: 'Em conformidade',
  pending: 'Pendente',
  license_expired: 'Vencida',
  near_expiration: 'Expirando',
  renewing: 'Renovando',
  not_necessary: 'Não necessária',
};

export interface ReportLicence {
  id: number | string;
  name: string;
  status: LicenceStatus;
  /** Calendar day ('2027-03-31'); null when the licence has no validity. */
  validUntil?: string | null;
  /** The CNPJ the licence is for (a company's licences spread over its matriz and filiais). */
  registrationCode: string;
  /** Whether that CNPJ is the matriz or a filial. */
  establishmentType: EstablishmentKind;
}
