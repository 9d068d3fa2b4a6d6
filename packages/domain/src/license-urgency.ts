import type { LicenseStatus } from './license-status';

/**
 * Licence statuses from the most urgent to the most settled: what needs
 * action (expired, expiring, pending) before what is under way or done. The
 * licence list's 'Status' order, on the server (SQL) and in the mocks alike.
 */
export const licenseStatusUrgency = [
  'license_expired',
  'near_expiration',
  'pending',
  'renewing',
  'in_conformity',
  'not_necessary',
] as const satisfies readonly LicenseStatus[];
