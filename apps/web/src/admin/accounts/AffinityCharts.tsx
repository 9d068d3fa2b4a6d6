import { type GroupKpiRecord, groupKpiQueryOptions, groupListQueryOptions, type Http } from '@product/api/client';
import { businessGroupId } from '@product/domain';
import { Box, DonutChart, licenseStatusChartData, riskChartData, situationChartData, sprinkles } from '@product/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#/lib/load-error';

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

/** Adds KPI records field by field (the 'Todos' filter shows every affinity group together). */
function sumKpis(records: readonly GroupKpiRecord[]): GroupKpiRecord {
  const total = { ...emptyKpi };
  for (const record of records) {
    for (const key of Object.keys(total) as (keyof GroupKpiRecord)[]) total[key] += record[key];
  }
  return total;
}

/** The §8 title of a KPI or group load failure. */
const loadFailed = 'Não foi possível carregar os dados.';

// Side by side, the cards take the height of the tallest one.
const fillCell = sprinkles({ flexGrow: 1 });

/** One row of three equal cards from the large breakpoint up; one card under the other below it. */
function ChartsRow({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection={{ mobile: 'column', large: 'row' }} gap="large">
      {children}
    </Box>
  );
}

function ChartCell({ children }: { children: ReactNode }) {
  // Every cell starts from the full width and shrinks alike: the columns come out equal.
  return (
    <Box display="flex" flexDirection="column" flexGrow={1} width="full" minWidth={0}>
      {children}
    </Box>
  );
}

export interface AffinityChartsProps {
  http: Http;
  /** The group chosen in the filter; none for 'Todos'. */
  group: number | undefined;
}

/**
 * The three donuts of the affinitys view (spec 1 "Account list"): CNPJ risk, company situation and
 * licence status, from GET /api/v1/admin/groupKPI/{groupId}?filter=CLIENT.
 *
 * Which accounts they count, decided from spec 1: the view is 'Clientes de Affinitys', its group
 * filter offers 'Todos' plus every group but group 1, and group 1 is the business view's (§9). So
 * the charts and the list count the same accounts: the CLIENT accounts of the chosen group, or with
 * 'Todos' of every group but group 1 (the list leaves group 1 out too, `accountViewQuery`). The
 * search narrows only the list. When a group's numbers or the groups cannot be loaded, the §8
 * error takes the charts' place (zeros would read as real data), with 'Tentar novamente'.
 */
export function AffinityCharts({ http, group }: AffinityChartsProps) {
  const groups = useQuery({ ...groupListQueryOptions(http), enabled: group === undefined });
  const groupIds =
    group === undefined
      ? (groups.data ?? []).filter((item) => item.id !== businessGroupId).map((item) => item.id)
      : [group];
  const results = useQueries({
    queries: groupIds.map((groupId) => groupKpiQueryOptions(http, groupId, { filter: 'CLIENT' })),
  });
  const all = group === undefined ? [groups, ...results] : results;

  // A failed query being fetched again ('Tentar novamente') shows as loading, not as the error.
  const failure = all.find((result) => result.isError && !result.isFetching)?.error;
  if (failure) {
    return (
      <LoadError
        title={loadFailed}
        error={failure}
        reset={() => {
          for (const result of all) if (result.isError) void result.refetch();
        }}
      />
    );
  }

  const loading = all.some((result) => result.isPending || (result.isError && result.isFetching));
  const kpi = sumKpis(results.flatMap((result) => (result.data ? [result.data] : [])));
  return (
    <ChartsRow>
      <ChartCell>
        <DonutChart
          className={fillCell}
          headingLevel={3}
          title="CNPJs por risco"
          loading={loading}
          data={riskChartData({ low: kpi.cnpjs_low, medium: kpi.cnpjs_medium, high: kpi.cnpjs_high })}
        />
      </ChartCell>
      <ChartCell>
        <DonutChart
          className={fillCell}
          headingLevel={3}
          title="Situação das empresas"
          loading={loading}
          data={situationChartData({
            active: kpi.companies_active,
            suspended: kpi.companies_suspended,
            closed: kpi.companies_closed,
          })}
        />
      </ChartCell>
      <ChartCell>
        <DonutChart
          className={fillCell}
          headingLevel={3}
          title="Status das licenças"
          loading={loading}
          // Spec 1 names six statuses here; 'Não encontradas' belongs to the client dashboard only.
          data={licenseStatusChartData({
            in_conformity: kpi.license_in_conformity,
            pending: kpi.license_pending,
            license_expired: kpi.license_expired,
            near_expiration: kpi.license_near_expiration,
            renewing: kpi.license_renewing,
            not_necessary: kpi.license_not_necessary,
            total: kpi.total_license,
          }).filter((slice) => slice.key !== 'not_found')}
        />
      </ChartCell>
    </ChartsRow>
  );
}
