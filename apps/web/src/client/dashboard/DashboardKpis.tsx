import { dashboardKpisQueryOptions, type Http } from '@product/api/client';
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

/** A donut with its legend stands about this tall; the placeholder keeps the page from jumping. */
const chartPlaceholderHeight = 280;

/**
 * The dashboard's numbers (spec 2 §2 'Dashboard'): the three counters, CNPJs by risk with their
 * share of all CNPJs, the licence and company-situation charts, and the CNPJs on the map.
 */
export function DashboardKpis({ http }: { http: Http }) {
  const { data } = useSuspenseQuery(dashboardKpisQueryOptions(http));
  const riskId = useId();
  const mapId = useId();
  return (
    <Stack space="xlarge">
      <Row>
        <Cell>
          <KpiCounter label="Empresas cadastradas" value={data.companies} icon={<BuildingIcon />} />
        </Cell>
        <Cell>
          <KpiCounter label="Documentos enviados" value={data.documents} icon={<DocumentIcon />} />
        </Cell>
        <Cell>
          <KpiCounter label="CNPJs adicionados" value={data.cnpjs.count} icon={<RegistryIcon />} />
        </Cell>
      </Row>
      <Stack as="section" space="medium" aria-labelledby={riskId}>
        <SectionHeading id={riskId}>CNPJs por risco</SectionHeading>
        <Row>
          {registrationLevels.map((level) => (
            <Cell key={level}>
              <KpiCounter
                label={riskLabels[level]}
                value={data.cnpjs[level]}
                icon={<RiskShieldIcon level={level} />}
                // A CNPJ without CNAEs has no risk: the shares are of every CNPJ, so they may add up to less than 100%.
                description={`${percentOfTotal(data.cnpjs[level], data.cnpjs.count)} dos CNPJs`}
              />
            </Cell>
          ))}
        </Row>
      </Stack>
      <Suspense
        fallback={
          <LoadingBlocks
            label="Carregando gráficos"
            blocks={['licences', 'situations']}
            height={chartPlaceholderHeight}
          />
        }
      >
        <DashboardCharts licenses={data.licenses} situations={data.situations} />
      </Suspense>
      <Stack as="section" space="medium" aria-labelledby={mapId}>
        <SectionHeading id={mapId}>Localizações dos CNPJs</SectionHeading>
        <Suspense fallback={<LoadingBlocks label="Carregando mapa" blocks={['map']} height={mapHeight} />}>
          <DashboardMap http={http} places={data.address} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
