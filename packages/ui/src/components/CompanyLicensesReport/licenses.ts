import type { EstablishmentKind, LicenseStatus } from '@product/domain';

export interface ReportLicense {
  id: number | string;
  name: string;
  status: LicenseStatus;
  /** Calendar day ('2027-03-31'); null when the licence has no validity. */
  validUntil?: string | null;
  /** The CNPJ the licence is for (a company's licences spread over its matriz and filiais). */
  registrationCode: string;
  /** Whether that CNPJ is the matriz or a filial. */
  establishmentType: EstablishmentKind;
}
