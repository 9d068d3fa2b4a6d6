import type { Http } from '@product/api/client';
import { Box, Skeleton, Stack } from '@product/ui';
import { lazy, Suspense, useId } from 'react';

// The charts (visx) download only on the view that shows them, not with every account list.
const AffinityCharts = lazy(() => import('./AffinityCharts').then((module) => ({ default: module.AffinityCharts })));

/** The panel's title: which accounts the charts count (the same the list below shows). */
export function affinityChartsTitle(groupName: string | undefined, allGroups: boolean): string {
  if (allGroups) return 'Indicadores dos clientes de todos os grupos affinity';
  return groupName ? `Indicadores dos clientes do grupo ${groupName}` : 'Indicadores dos clientes do grupo escolhido';
}

export interface AffinityPanelProps {
  http: Http;
  /** The group chosen in the filter; none for 'Todos'. */
  group: number | undefined;
  /** The chosen group's name, once the groups have arrived. */
  groupName: string | undefined;
  /** Whether a search narrows the list: the charts still count every client of the groups. */
  searching: boolean;
}

/**
 * The affinitys view's charts under a title that says whose numbers they are: the CLIENT accounts
 * of the chosen group, or with 'Todos' of every group but group 1 (see `AffinityCharts`).
 */
export function AffinityPanel({ http, group, groupName, searching }: AffinityPanelProps) {
  const headingId = useId();
  return (
    <Stack as="section" space="medium" aria-labelledby={headingId}>
      <Box as="h2" id={headingId} fontSize="large" fontWeight="semibold" color="text">
        {affinityChartsTitle(groupName, group === undefined)}
      </Box>
      {searching ? (
        <Box as="p" fontSize="small" color="textMuted">
          A busca filtra só a lista: os gráficos contam todos os clientes{' '}
          {group === undefined ? 'dos grupos' : 'do grupo'}.
        </Box>
      ) : null}
      <Suspense fallback={<Skeleton variant="block" />}>
        <AffinityCharts http={http} group={group} />
      </Suspense>
    </Stack>
  );
}
