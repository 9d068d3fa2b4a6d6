export { CompanyLicencesReport, type CompanyLicencesReportProps } from './CompanyLicencesReport';
export {
  type LicenceStatus,
  licenceStatuses,
  licenceStatusLabels,
  type ReportLicence,
} from './licences';
