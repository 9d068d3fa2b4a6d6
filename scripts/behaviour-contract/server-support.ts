// What the behaviour scenarios borrow from the server's own test support: the
// fake registry, the client world's row builders and the licence sync. One
// import site, so a move of the server's test support changes one file here.
export { fakeRegistry, registryCompany } from '../../apps/server/src/companies/test-registry';
export { syncCompanyLicenses } from '../../apps/server/src/company-licenses/sync';
export { defaultLicenseSettings } from '../../apps/server/src/config';
export { ensureTestCnae, insertTestCompany, insertTestLicense } from '../../apps/server/src/test/client-world';
