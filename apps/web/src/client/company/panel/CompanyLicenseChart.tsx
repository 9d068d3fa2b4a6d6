import type { CompanyLicenseStatusCount } from '@product/api/client';
import { DonutChart, licenseStatusChartData } from '@product/ui';

export interface CompanyLicenseChartProps {
  counts: readonly CompanyLicenseStatusCount[];
}

/**
 * The company's licences by status (spec 2 'Company panel'), with the legend's counts and shares.
 * 'Não encontradas' is the dashboard's bucket only. Loaded on its own (React.lazy): visx stays out
 * of the route chunk.
 */
export default function CompanyLicenseChart({ counts }: CompanyLicenseChartProps) {
  const total = (status: CompanyLicenseStatusCount['status']) =>
    counts.find((count) => count.status === status)?.total ?? 0;
  const data = licenseStatusChartData({
    in_conformity: total('in_conformity'),
    pending: total('pending'),
    license_expired: total('license_expired'),
    near_expiration: total('near_expiration'),
    renewing: total('renewing'),
    not_necessary: total('not_necessary'),
  }).filter((datum) => datum.key !== 'not_found');
  return <DonutChart headingLevel={2} title="Status das licenças" data={data} />;
}
