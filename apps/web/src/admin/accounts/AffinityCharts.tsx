import { type GroupKpiRecord, groupKpiQueryOptions, type Http } from '@product/api/client';
import { DonutChart, Inline, licenceStatusChartData, riskChartData, situationChartData } from '@product/ui';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyApiError } from '../../lib/errors';

const emptyKpi: GroupKpiRecord = {
  license_in_conformity: 0,
  license_pending: 0,
  license_expired: 0,
  license_near_expiration: 0,
  license_renewing: 0,
  license_not_necessary: 0,
  total_license: 0,
  companies_active: 0,
  companies_suspended: 0,
  companies_closed: 0,
  cnpjs_low: 0,
  cnpjs_medium: 0,
  cnpjs_high: 0,
};

/** Adds KPI records field by field (the 'Todos' filter shows every listed group together). */
function sumKpis(records: readonly GroupKpiRecord[]): GroupKpiRecord {
  const total = { ...emptyKpi };
  for (const record of records) {
    for (const key of Object.keys(total) as (keyof GroupKpiRecord)[]) total[key] += record[key];
  }
  return total;
}

export interface AffinityChartsProps {
  http: Http;
  /** The groups whose clients are shown: the chosen one, or every affinity group for 'Todos'. */
  groupIds: readonly number[];
}

/**
 * The three donuts of the affinitys view (spec 1 "Account list"): CNPJ risk, company situation and
 * licence status of the shown groups' clients, from GET /api/v1/admin/groupKPI/{groupId}.
 */
export function AffinityCharts({ http, groupIds }: AffinityChartsProps) {
  const results = useQueries({ queries: groupIds.map((groupId) => groupKpiQueryOptions(http, groupId)) });
  const loading = results.some((result) => result.isPending);
  const failure = results.find((result) => result.error)?.error;
  useEffect(() => {
    if (failure) notifyApiError('Não foi possível carregar os dados.', failure);
  }, [failure]);

  const kpi = sumKpis(results.flatMap((result) => (result.data ? [result.data] : [])));
  return (
    <Inline as="section" space="xlarge" alignY="flex-start" aria-label="Indicadores dos clientes">
      <DonutChart
        headingLevel={2}
        title="CNPJs por risco"
        loading={loading}
        data={riskChartData({ low: kpi.cnpjs_low, medium: kpi.cnpjs_medium, high: kpi.cnpjs_high })}
      />
      <DonutChart
        headingLevel={2}
        title="Situação das empresas"
        loading={loading}
        data={situationChartData({
          active: kpi.companies_active,
          suspended: kpi.companies_suspended,
          closed: kpi.companies_closed,
        })}
      />
      <DonutChart
        headingLevel={2}
        title="Status das licenças"
        loading={loading}
        // Spec 1 names six statuses here; 'Não encontradas' belongs to the client dashboard only.
        data={licenceStatusChartData({
          in_conformity: kpi.license_in_conformity,
          pending: kpi.license_pending,
          license_expired: kpi.license_expired,
          near_expiration: kpi.license_near_expiration,
          renewing: kpi.license_renewing,
          not_necessary: kpi.license_not_necessary,
          total: kpi.total_license,
        }).filter((slice) => slice.key !== 'not_found')}
      />
    </Inline>
  );
}
