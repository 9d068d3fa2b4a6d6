// Every operation of the API as data, one file a resource: the server mounts
// its handlers from these objects (apps/server/src/http/implement.ts), builds
// its OpenAPI document (GET /api/docs) from this list and tests that each one
// is served exactly once. See docs/adding-an-operation.md.

import { accountOperations } from './accounts';
import { adminUserOperations } from './admin-users';
import { authOperations } from './auth';
import { calendarOperations } from './calendar';
import { clientLogOperations } from './client-logs';
import { clientUserOperations } from './client-users';
import { cnaeOperations } from './cnaes';
import { companyOperations } from './companies';
import { companyCnpjOperations } from './company-cnpjs';
import { companyImportOperations } from './company-import';
import { companyLicenseOperations } from './company-licenses';
import { dashboardOperations } from './dashboard';
import type { ApiOperation } from './define';
import { fileOperations } from './files';
import { groupOperations } from './groups';
import { licenseOperations } from './licenses';
import { logoOperations } from './logos';
import { notificationOperations } from './notifications';
import { passwordResetOperations } from './password-reset';
import { profileOperations } from './profile';
import { secondFactorSignInOperations, securityOperations, securityPolicyOperations } from './second-factor';
import { signupOperations } from './signup';
import { systemOperations } from './system';
import { tagOperations } from './tags';

export { accountOperations } from './accounts';
export { adminUserOperations } from './admin-users';
export { authOperations } from './auth';
export { calendarOperations } from './calendar';
export { clientLogOperations } from './client-logs';
export { clientUserOperations } from './client-users';
export { cnaeOperations } from './cnaes';
export { companyOperations } from './companies';
export { companyCnpjOperations } from './company-cnpjs';
export { companyImportOperations } from './company-import';
export { companyLicenseOperations } from './company-licenses';
export { dashboardOperations } from './dashboard';
export * from './define';
export { fileOperations } from './files';
export { groupOperations } from './groups';
export { licenseOperations } from './licenses';
export { logoOperations } from './logos';
export { notificationOperations } from './notifications';
export { passwordResetOperations } from './password-reset';
export { profileOperations } from './profile';
export { secondFactorSignInOperations, securityOperations, securityPolicyOperations } from './second-factor';
export { signupOperations } from './signup';
export { systemOperations } from './system';
export { tagOperations } from './tags';

/** Every operation of the API, in the order of the documentation: public, my account, admin area, client area. */
export const apiOperations: readonly ApiOperation[] = [
  authOperations.login,
  secondFactorSignInOperations.verify,
  secondFactorSignInOperations.passkeyOptions,
  secondFactorSignInOperations.passkeyLogin,
  secondFactorSignInOperations.setupTotp,
  secondFactorSignInOperations.setupTotpConfirm,
  secondFactorSignInOperations.setupPasskeyOptions,
  secondFactorSignInOperations.setupPasskey,
  signupOperations.signup,
  passwordResetOperations.request,
  passwordResetOperations.confirm,
  systemOperations.docs,
  systemOperations.health,
  calendarOperations.feed,
  authOperations.logout,
  profileOperations.get,
  profileOperations.update,
  profileOperations.delete,
  securityOperations.get,
  securityOperations.startTotp,
  securityOperations.confirmTotp,
  securityOperations.disableTotp,
  securityOperations.renewRecoveryCodes,
  securityOperations.passkeyOptions,
  securityOperations.addPasskey,
  securityOperations.removePasskey,
  accountOperations.list,
  accountOperations.create,
  accountOperations.get,
  accountOperations.update,
  accountOperations.delete,
  accountOperations.enter,
  groupOperations.list,
  groupOperations.kpi,
  cnaeOperations.list,
  cnaeOperations.create,
  cnaeOperations.get,
  cnaeOperations.update,
  cnaeOperations.delete,
  licenseOperations.list,
  licenseOperations.create,
  licenseOperations.get,
  licenseOperations.update,
  licenseOperations.delete,
  adminUserOperations.list,
  adminUserOperations.create,
  adminUserOperations.get,
  adminUserOperations.update,
  adminUserOperations.delete,
  securityPolicyOperations.adminReset,
  dashboardOperations.kpis,
  dashboardOperations.place,
  calendarOperations.settings,
  calendarOperations.createLink,
  notificationOperations.list,
  notificationOperations.readAll,
  notificationOperations.read,
  companyOperations.list,
  companyOperations.create,
  companyOperations.get,
  companyOperations.update,
  companyOperations.delete,
  companyOperations.updateData,
  companyOperations.lastUpdate,
  companyOperations.addresses,
  companyOperations.cnaes,
  companyOperations.level,
  companyImportOperations.import,
  companyImportOperations.jobs,
  companyImportOperations.job,
  companyImportOperations.cancel,
  companyImportOperations.export,
  companyImportOperations.exportXlsx,
  companyCnpjOperations.list,
  companyCnpjOperations.create,
  companyCnpjOperations.delete,
  tagOperations.list,
  tagOperations.create,
  tagOperations.rename,
  tagOperations.delete,
  tagOperations.setCompanyTags,
  companyLicenseOperations.list,
  companyLicenseOperations.statuses,
  companyLicenseOperations.get,
  companyLicenseOperations.update,
  companyLicenseOperations.save,
  companyLicenseOperations.reset,
  companyLicenseOperations.file,
  fileOperations.repository,
  fileOperations.upload,
  fileOperations.fileLink,
  fileOperations.deleteFile,
  fileOperations.documents,
  fileOperations.cnpjDocuments,
  fileOperations.cnaeDocuments,
  fileOperations.signedFile,
  logoOperations.upload,
  logoOperations.delete,
  logoOperations.image,
  clientUserOperations.list,
  clientUserOperations.create,
  clientUserOperations.get,
  clientUserOperations.update,
  clientUserOperations.delete,
  securityPolicyOperations.getClientPolicy,
  securityPolicyOperations.setClientPolicy,
  clientLogOperations.list,
];
