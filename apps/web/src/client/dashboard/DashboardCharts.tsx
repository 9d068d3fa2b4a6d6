import type { DashboardKpis } from '@product/api/client';
import { DonutChart, licenseStatusChartData, situationChartData, sprinkles } from '@product/ui';
import { DashboardCell, DashboardRow } from './layout';

// Side by side, the two cards take the height of the taller one.
const fillCell = sprinkles({ flexGrow: 1 });

export interface DashboardChartsProps {
  licenses: DashboardKpis['licenses'];
  situations: DashboardKpis['situations'];
}

/**
 * The licence-status and company-situation donuts of the dashboard (spec 2 §2, §4), each with its
 * legend of counts and shares. Loaded on its own (React.lazy): visx stays out of the route chunk.
 */
export default function DashboardCharts({ licenses, situations }: DashboardChartsProps) {
  return (
    <DashboardRow>
      <DashboardCell>
        <DonutChart
          className={fillCell}
          headingLevel={2}
          title="Status das licenças"
          // Spec 2 §4: the dashboard's legend also lists 'Não encontradas', always 0.
          data={licenseStatusChartData(licenses)}
        />
      </DashboardCell>
      <DashboardCell>
        {/* Spec 2 §4: suspended also covers INATIVA and INAPTA; closed is BAIXADA ('Baixadas'). */}
        <DonutChart
          className={fillCell}
          headingLevel={2}
          title="Situação das empresas"
          data={situationChartData(situations)}
        />
      </DashboardCell>
    </DashboardRow>
  );
}
