// One table for the whole library: the licence statuses and labels live with the licences report.
export { type LicenceStatus, licenceStatuses, licenceStatusLabels } from '../CompanyLicencesReport/licences';
