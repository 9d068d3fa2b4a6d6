// What the behaviour scenarios borrow from the server's own test support: the
// fake registry, the client world's row builders and the licence sync. One
// import site, so a move of the server's test support changes one file here.

export { recordActivity } from '../../apps/server/src/activity/record';
export { hashPassword } from '../../apps/server/src/auth/passwords';
export { createImportWorker } from '../../apps/server/src/company-import/worker';
export { syncCompanyLicenses } from '../../apps/server/src/company-licenses/sync';
export { defaultLicenseSettings } from '../../apps/server/src/config';
// The dashboard scenario reads every CNPJ of the account: a place's answer names only the first 50.
export {
  establishments as establishmentRows,
  notifications as notificationRows,
  users as userRows,
} from '../../apps/server/src/db/schema';
export { ensureTestCnae, insertTestCompany, insertTestLicense } from '../../apps/server/src/testing/client-world';
export { fakeRegistry, registryCompany } from '../../apps/server/src/testing/registry';
