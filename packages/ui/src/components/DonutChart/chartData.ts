import { type LicenseStatus, licenseStatusCountLabels, licenseStatuses } from '@product/domain';
import { vars } from '../../theme/contract.css';

/** One slice of a donut: `color` is any CSS colour, usually a fixed chart token of `vars.color`. */
export interface DonutChartDatum {
  key: string;
  label: string;
  value: number;
  color: string;
}

const percentFormat = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const countFormat = new Intl.NumberFormat('pt-BR');

/** '33,3%': a share of the total with one decimal (spec 2 "Dashboard"); 0 when the total is 0. */
export function formatShare(value: number, total: number): string {
  return percentFormat.format(total > 0 ? value / total : 0);
}

/** '1.234': a count in Portuguese grouping. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function chartTotal(data: readonly DonutChartDatum[]): number {
  return data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
}

export interface RiskCounts {
  low: number;
  medium: number;
  high: number;
}

/** CNPJs by risk: Baixo, Médio, Alto with the fixed risk colours. */
export function riskChartData({ low, medium, high }: RiskCounts): DonutChartDatum[] {
  return [
    { key: 'low', label: 'Baixo', value: low, color: vars.color.risk.low },
    { key: 'medium', label: 'Médio', value: medium, color: vars.color.risk.medium },
    { key: 'high', label: 'Alto', value: high, color: vars.color.risk.high },
  ];
}

export interface SituationCounts {
  active: number;
  /** Also covers inactive and INAPTA companies (spec 2 §4). */
  suspended: number;
  closed: number;
}

/** Companies by registry situation: Ativas, Suspensas, Baixadas. */
export function situationChartData({ active, suspended, closed }: SituationCounts): DonutChartDatum[] {
  return [
    { key: 'active', label: 'Ativas', value: active, color: vars.color.situation.active },
    { key: 'suspended', label: 'Suspensas', value: suspended, color: vars.color.situation.suspended },
    { key: 'closed', label: 'Baixadas', value: closed, color: vars.color.situation.closed },
  ];
}

export interface LicenseStatusCounts {
  in_conformity: number;
  license_expired: number;
  near_expiration: number;
  renewing: number;
  not_necessary: number;
  /** When absent it is `total` minus the other five (spec 1 §4). */
  pending?: number | null;
  /** All licences; needed only when `pending` is absent. */
  total?: number;
}

/** Spec 1 §4: 'Pendentes' is the total minus the other five statuses, never below 0. */
export function pendingLicenses(counts: LicenseStatusCounts): number {
  if (counts.pending != null) return counts.pending;
  const others =
    counts.in_conformity + counts.license_expired + counts.near_expiration + counts.renewing + counts.not_necessary;
  return Math.max(0, (counts.total ?? others) - others);
}

/**
 * Licences by status in the domain's order and plural labels, with 'Não encontradas' (not a status:
 * the dashboard's bucket) always 0 as on the dashboard (spec 2 §4).
 */
export function licenseStatusChartData(counts: LicenseStatusCounts): DonutChartDatum[] {
  const c = vars.color.licenseStatus;
  const countOf = (status: LicenseStatus) => (status === 'pending' ? pendingLicenses(counts) : counts[status]);
  return [
    ...licenseStatuses.map((status) => ({
      key: status,
      label: licenseStatusCountLabels[status],
      value: countOf(status),
      color: c[status],
    })),
    { key: 'not_found', label: 'Não encontradas', value: 0, color: c.not_found },
  ];
}
