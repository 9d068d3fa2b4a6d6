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
  /** Calendar day ('2027-03-31') or a date; null when the licence has no validity. */
  validUntil?: Date | string | null;
}
