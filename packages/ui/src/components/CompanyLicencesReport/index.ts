export {
  CompanyLicencesReport,
  type CompanyLicencesReportProps,
  licenceValidityText,
} from './CompanyLicencesReport';
export {
  type LicenceStatus,
  licenceStatuses,
  licenceStatusLabels,
  type ReportLicence,
} from './licences';
