export { CompanyLicensesReport, type CompanyLicensesReportProps } from './CompanyLicensesReport';
export type { ReportLicense } from './licenses';
