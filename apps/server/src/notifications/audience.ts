// Who sees licence alerts is the domain's rule (the mocks apply it too); the
// alert job reads it through this file.
export { seesLicenseAlerts } from '@product/domain';
