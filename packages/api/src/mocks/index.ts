import { accountHandlers } from './handlers/accounts';
import { authHandlers } from './handlers/auth';
import { calendarHandlers } from './handlers/calendar';
import { catalogueHandlers } from './handlers/catalogue';
import { clientLogHandlers } from './handlers/client-logs';
import { clientUserHandlers } from './handlers/client-users';
import { companyHandlers } from './handlers/companies';
import { companyImportHandlers } from './handlers/company-import';
import { companyLicenseHandlers } from './handlers/company-licenses';
import { dashboardHandlers } from './handlers/dashboard';
import { fileHandlers } from './handlers/files';
import { notificationHandlers } from './handlers/notifications';
import { profileHandlers } from './handlers/profile';
import { secondFactorHandlers } from './handlers/second-factor';
import { tagHandlers } from './handlers/tags';

export { accountFixtures, fixtureNow, groupFixtures } from './fixtures/accounts';
export { calendarFixtureOrigin, calendarFixtureToken, calendarFixtureUrl } from './fixtures/calendar';
export { clientLogFixtures } from './fixtures/client-logs';
export { clientUserCompanyFixtures, clientUserFixtures } from './fixtures/client-users';
export { companyFixtures, tagFixtures } from './fixtures/companies';
export { exportXlsxFixtureBase64 } from './fixtures/company-export-xlsx';
export { companyExportOf, exportFixtureClient, importResultFixture } from './fixtures/company-import';
export { companyLicenseFixtureCompany, companyLicenseFixtures } from './fixtures/company-licenses';
export { dashboardKpisFixture, groupKpiFixtures } from './fixtures/dashboard';
export { fileFixtureCompanyId, repositoryFixtures } from './fixtures/files';
export { notificationFixtures } from './fixtures/notifications';
export { mockResetToken, mockTakenEmail } from './fixtures/profile';
export {
  mockPasskeyChallenge,
  mockPasskeyCredential,
  mockRecoveryCodes,
  mockSecondFactorClaims,
  mockSecondFactorCredentials,
  mockSecondFactorPasskeyId,
  mockSetupClaims,
  mockSetupCredentials,
  mockTotpCode,
  mockTotpSecret,
  mockUnknownPasskeyId,
  passkeyFixtures,
} from './fixtures/second-factor';
export {
  mockClientAdminClaims,
  mockClientUserClaims,
  mockCredentials,
  mockStaffClaims,
  mockStaffInClientClaims,
  mockToken,
} from './fixtures/session';
export { accountHandlers, accountHandlerVariants, resetAccountMocks, seedAccountMocks } from './handlers/accounts';
export { authHandlers } from './handlers/auth';
export { calendarHandlers, calendarHandlerVariants, resetCalendarMocks } from './handlers/calendar';
export { catalogueHandlers, resetCatalogueMocks, seedCatalogueCnaes } from './handlers/catalogue';
export { clientLogHandlers, seedClientLogMocks } from './handlers/client-logs';
export {
  type ClientUserCompanyRow,
  clientUserHandlers,
  resetClientUserMocks,
  seedClientUserMocks,
} from './handlers/client-users';
export {
  companyHandlers,
  type MockRegistry,
  mockUnknownCnpj,
  resetCompanyMocks,
  seedCompanyMocks,
} from './handlers/companies';
export {
  companyImportHandlers,
  importJobHandlerVariants,
  importJobStore,
  resetImportJobMocks,
  seedImportJob,
} from './handlers/company-import';
export { companyLicenseHandlers, resetCompanyLicenseMocks, seedCompanyLicenseMocks } from './handlers/company-licenses';
export {
  type DashboardSeed,
  dashboardHandlers,
  resetDashboardMocks,
  seedDashboardMocks,
} from './handlers/dashboard';
export { type CompanyFilesSeed, fileHandlers, resetFileMocks, seedFileMocks } from './handlers/files';
export { notificationHandlers, resetNotificationMocks, seedNotificationMocks } from './handlers/notifications';
export { profileHandlers, resetProfileMocks, seedProfileMocks } from './handlers/profile';
export {
  resetSecondFactorMocks,
  type SecurityScenario,
  secondFactorHandlers,
  seedSecurityMocks,
} from './handlers/second-factor';
export { seedTagMocks, tagHandlers } from './handlers/tags';
export { MockApiError, type MockCall, mockOperation, sessionOf } from './operation';

/** Every handler, for Storybook and tests (`onUnhandledRequest: 'error'`). */
export const handlers = [
  ...authHandlers,
  ...profileHandlers,
  ...secondFactorHandlers,
  ...accountHandlers,
  ...catalogueHandlers,
  ...clientUserHandlers,
  ...fileHandlers,
  ...dashboardHandlers,
  ...notificationHandlers,
  ...calendarHandlers,
  ...clientLogHandlers,
  ...companyImportHandlers,
  ...companyHandlers,
  ...companyLicenseHandlers,
  ...tagHandlers,
];
