export {
  chartTotal,
  type DonutChartDatum,
  formatShare,
  type LicenseStatusCounts,
  licenseStatusChartData,
  pendingLicenses,
  type RiskCounts,
  riskChartData,
  type SituationCounts,
  situationChartData,
} from './chartData';
export {
  DonutChart,
  type DonutChartHeadingLevel,
  type DonutChartProps,
  donutChartHeadingLevels,
  donutChartSummary,
} from './DonutChart';
