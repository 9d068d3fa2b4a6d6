import type { LicenseRecordType, LicenseStatus, NotNecessaryReason } from './license-status';

/** What a company's licence row records, beside its files: the data the licence dialog fills in. */
export interface LicenseRecordData {
  status: LicenseStatus;
  isNecessary: boolean;
  type: LicenseRecordType | null;
  problem: NotNecessaryReason | null;
  description: string | null;
  validUntil: string | null;
  conditions: string | null;
  note: string | null;
  feeName: string | null;
  feeAmount: string | null;
  feeExpirationDate: string | null;
}

/**
 * A licence row nobody has filled in, and what 'Resetar' brings one back to:
 * necessary, pending, no data. The server writes it and the mocks answer it;
 * its empty fields are plain nulls, whatever form each side's filled value takes.
 */
export const licenseInitialData = {
  status: 'pending',
  isNecessary: true,
  type: null,
  problem: null,
  description: null,
  validUntil: null,
  conditions: null,
  note: null,
  feeName: null,
  feeAmount: null,
  feeExpirationDate: null,
} as const satisfies LicenseRecordData;
