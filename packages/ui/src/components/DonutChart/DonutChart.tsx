import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useId } from 'react';
import { chartTotal, type DonutChartDatum, formatCount, formatShare } from './chartData';
import * as styles from './DonutChart.css';

export const donutChartHeadingLevels = [2, 3, 4] as const;
export type DonutChartHeadingLevel = (typeof donutChartHeadingLevels)[number];

export interface DonutChartProps {
  /** Chart title, e.g. 'CNPJs por risco'. */
  title: string;
  /** Slices in legend order; see `riskChartData`, `situationChartData`, `licenseStatusChartData`. */
  data: readonly DonutChartDatum[];
  /** Diameter of the ring in CSS pixels. */
  size?: number;
  /** Word under the total in the centre. */
  totalLabel?: string;
  /** Shown when every value is 0. */
  emptyText?: string;
  /** While the counts load: a grey ring and no legend. */
  loading?: boolean;
  headingLevel?: DonutChartHeadingLevel;
  className?: string;
}

/** A summary for screen readers: 'CNPJs por risco: total 9. Baixo: 3 (33,3%); …'. */
export function donutChartSummary(title: string, data: readonly DonutChartDatum[]): string {
  const total = chartTotal(data);
  if (total === 0) return `${title}: nenhum registro.`;
  const parts = data.map((d) => `${d.label}: ${formatCount(d.value)} (${formatShare(d.value, total)})`);
  return `${title}: total ${formatCount(total)}. ${parts.join('; ')}.`;
}

/**
 * A ring chart with its total in the centre and a legend of counts and shares
 * (spec 2 "Dashboard", spec 1 "Account list"). The SVG is one image with a
 * spoken summary; the legend is a real list, so nothing depends on colour alone.
 */
export function DonutChart({
  title,
  data,
  size = 176,
  totalLabel = 'Total',
  emptyText = 'Nenhum registro para exibir.',
  loading = false,
  headingLevel = 3,
  className,
}: DonutChartProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const total = chartTotal(data);
  const radius = size / 2;
  const thickness = Math.max(12, Math.round(size * 0.16));
  const slices = data.filter((d) => d.value > 0);
  const empty = !loading && total === 0;
  return (
    <figure
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>
        <div className={styles.chart}>
          <svg
            className={styles.svg}
            width={size}
            height={size}
            viewBox={`0 0 ${size} ${size}`}
            role="img"
            aria-label={loading ? `${title}: carregando.` : donutChartSummary(title, data)}
          >
            <Group top={radius} left={radius}>
              {slices.length === 0 ? (
                <path
                  className={styles.emptyRing}
                  fillRule="evenodd"
                  d={`M0,${-radius}A${radius},${radius} 0 1,1 0,${radius}A${radius},${radius} 0 1,1 0,${-radius}Z M0,${-(radius - thickness)}A${radius - thickness},${radius - thickness} 0 1,0 0,${radius - thickness}A${radius - thickness},${radius - thickness} 0 1,0 0,${-(radius - thickness)}Z`}
                />
              ) : (
                <Pie data={slices} pieValue={(d) => d.value} outerRadius={radius} innerRadius={radius - thickness}>
                  {(pie) =>
                    pie.arcs.map((arc) => (
                      <path
                        key={arc.data.key}
                        className={styles.slice}
                        d={pie.path(arc) ?? ''}
                        // A style, not the `fill` attribute: presentation attributes ignore `var()`.
                        style={{ fill: arc.data.color }}
                      />
                    ))
                  }
                </Pie>
              )}
            </Group>
          </svg>
          <div className={styles.centre} aria-hidden="true">
            <span className={styles.total}>{loading ? '…' : formatCount(total)}</span>
            <span className={styles.totalLabel}>{totalLabel}</span>
          </div>
        </div>
        {loading ? (
          <p className={styles.note} role="status">
            Carregando…
          </p>
        ) : (
          <ul className={styles.legend} aria-label={`Legenda: ${title}`}>
            {data.map((d) => (
              <li key={d.key} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: d.color }} aria-hidden="true" />
                <span className={styles.legendLabel}>{d.label}</span>
                <span className={styles.legendValue}>{formatCount(d.value)}</span>
                <span className={styles.legendShare}>{formatShare(d.value, total)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {empty ? (
        <p className={styles.note} role="status">
          {emptyText}
        </p>
      ) : null}
    </figure>
  );
}
