export {
  type CnpjActivity,
  type CnpjAddress,
  CnpjCard,
  type CnpjCardField,
  type CnpjCardProps,
  type CnpjCardSheet,
  type CnpjCardTitle,
  type CnpjEstablishmentType,
  cnpjCardPdf,
  cnpjCardPdfName,
  cnpjCardSheet,
  cnpjEstablishmentTypes,
  displaySituation,
} from '../components/CnpjCard';
export {
  CompanyLicensesReport,
  type CompanyLicensesReportProps,
  type ReportLicense,
} from '../components/CompanyLicensesReport';
export {
  chartTotal,
  DonutChart,
  type DonutChartDatum,
  type DonutChartHeadingLevel,
  type DonutChartProps,
  donutChartHeadingLevels,
  donutChartSummary,
  formatShare,
  type LicenseStatusCounts,
  licenseStatusChartData,
  pendingLicenses,
  type RiskCounts,
  riskChartData,
  type SituationCounts,
  situationChartData,
} from '../components/DonutChart';
export { defaultFaqItems, Faq, type FaqEntry, FaqItem, type FaqItemProps, type FaqProps } from '../components/Faq';
export { FileItem, type FileItemProps, type FileKind, fileKindOf, fileKinds } from '../components/FileItem';
export { FilePreviewDialog, type FilePreviewDialogProps } from '../components/FilePreviewDialog';
export { FolderItem, type FolderItemProps, folderDisplayName } from '../components/FolderItem';
export {
  type ImportOutcome,
  ImportResult,
  type ImportResultItem,
  type ImportResultProps,
  importOutcomes,
} from '../components/ImportResult';
export {
  brazilCentre,
  gridTileProvider,
  LocationsMap,
  type LocationsMapProps,
  locationsMapTexts,
  type MapLocation,
  openStreetMapProvider,
  type TileProvider,
} from '../components/LocationsMap';
export { displayCnpj, formatDay, PrintView, type PrintViewProps } from '../components/PrintView';
export { TermsOfUse, type TermsOfUseProps } from '../components/TermsOfUse';
