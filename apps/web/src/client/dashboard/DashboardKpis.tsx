import { type DashboardKpis as DashboardKpiData, dashboardKpisQueryOptions, type Http } from '@product/api/client';
import { percentOfTotal, registrationLevels, riskLabels } from '@product/domain';
import { Box, KpiCounter, Skeleton, Stack, visuallyHidden } from '@product/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { BuildingIcon, DocumentIcon, RegistryIcon, RiskShieldIcon } from './icons';
import { DashboardCell as Cell, mapHeight, DashboardRow as Row, SectionHeading } from './layout';

// visx and pigeon-maps are heavy: each loads in its own chunk once the numbers are on screen,
// so the dashboard's route chunk holds only this page's own code.
const DashboardCharts = lazy(() => import('./DashboardCharts'));
const DashboardMap = lazy(() => import('./DashboardMap'));

/** While a chart's or the map's code loads: grey blocks the size of what is coming. */
function LoadingBlocks({ label, blocks, height }: { label: string; blocks: readonly string[]; height: number }) {
  return (
    <Box aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <Row>
        {blocks.map((block) => (
          <Cell key={block}>
            <Skeleton variant="block" style={{ height }} />
          </Cell>
        ))}
      </Row>
    </Box>
  );
}

/**
 * How tall the charts' cards and the map stand side by side (measured in the NumbersArrive story at
 * 1440 px: a donut's card with its seven-line legend; the map with its border and the line pigeon-maps
 * leaves under its tiles), so the placeholders keep the page from jumping. On a phone the donut's
 * legend wraps under it and the cards grow taller, below the first screen.
 */
const chartPlaceholderHeight = 268;
const mapPlaceholderHeight = mapHeight + 8;

/**
 * The dashboard's numbers (spec 2 §2 'Dashboard'): the three counters, CNPJs by risk with their
 * share of all CNPJs, the licence and company-situation charts, and the CNPJs on the map.
 */
export function DashboardKpis({ http }: { http: Http }) {
  const { data } = useSuspenseQuery(dashboardKpisQueryOptions(http));
  return <DashboardNumbers http={http} data={data} />;
}

/**
 * While the numbers load: the same panel with the labels and headings already there and grey
 * blocks where the numbers, charts and map will be, each the size of what is coming, so the
 * notifications below do not jump when the numbers arrive (a layout shift Lighthouse measured).
 */
export function DashboardKpisLoading() {
  return (
    <Box aria-busy="true">
      <span className={visuallyHidden}>Carregando os dados</span>
      <DashboardNumbers http={null} data={null} />
    </Box>
  );
}

function DashboardNumbers({ http, data }: { http: Http; data: DashboardKpiData } | { http: null; data: null }) {
  const riskId = useId();
  const mapId = useId();
  const loading = data === null;
  const chartsLoading = (
    <LoadingBlocks label="Carregando gráficos" blocks={['licences', 'situations']} height={chartPlaceholderHeight} />
  );
  const mapLoading = <LoadingBlocks label="Carregando mapa" blocks={['map']} height={mapPlaceholderHeight} />;
  return (
    <Stack space="xlarge">
      <Row>
        <Cell>
          <KpiCounter
            label="Empresas cadastradas"
            value={data?.companies ?? 0}
            loading={loading}
            icon={<BuildingIcon />}
          />
        </Cell>
        <Cell>
          <KpiCounter
            label="Documentos enviados"
            value={data?.documents ?? 0}
            loading={loading}
            icon={<DocumentIcon />}
          />
        </Cell>
        <Cell>
          <KpiCounter
            label="CNPJs adicionados"
            value={data?.cnpjs.count ?? 0}
            loading={loading}
            icon={<RegistryIcon />}
          />
        </Cell>
      </Row>
      <Stack as="section" space="medium" aria-labelledby={riskId}>
        <SectionHeading id={riskId}>CNPJs por risco</SectionHeading>
        <Row>
          {registrationLevels.map((level) => (
            <Cell key={level}>
              <KpiCounter
                label={riskLabels[level]}
                value={data?.cnpjs[level] ?? 0}
                loading={loading}
                icon={<RiskShieldIcon level={level} />}
                // A CNPJ without CNAEs has no risk: the shares are of every CNPJ, so they may add up to less than 100%.
                // While loading, the counter only needs to know a line will be there (it draws its skeleton).
                description={data ? `${percentOfTotal(data.cnpjs[level], data.cnpjs.count)} dos CNPJs` : 'carregando'}
              />
            </Cell>
          ))}
        </Row>
      </Stack>
      {data ? (
        <Suspense fallback={chartsLoading}>
          <DashboardCharts licenses={data.licenses} situations={data.situations} />
        </Suspense>
      ) : (
        chartsLoading
      )}
      <Stack as="section" space="medium" aria-labelledby={mapId}>
        <SectionHeading id={mapId}>Localizações dos CNPJs</SectionHeading>
        {data ? (
          <Suspense fallback={mapLoading}>
            <DashboardMap http={http} places={data.address} />
          </Suspense>
        ) : (
          mapLoading
        )}
      </Stack>
    </Stack>
  );
}
