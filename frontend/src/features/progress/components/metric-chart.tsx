import type { Progress } from '@pele/shared/schemas/skin-analysis';
import { formatDate } from '../../../lib/format';
import { type ChartBox, linePath, plotSeries } from '../chart-geometry';
import styles from './progress.module.css';

const METRICS = [
  { key: 'hydration', label: 'Hidratação (estimativa)', className: styles.hydration },
  { key: 'texture', label: 'Textura', className: styles.texture },
  { key: 'pigmentation', label: 'Pigmentação', className: styles.pigmentation },
] as const;

const BOX: ChartBox = { width: 320, height: 180, left: 28, right: 8, top: 8, bottom: 22 };
const GRID = [0, 25, 50, 75, 100];
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'short' });

/**
 * Each metric over time as a small hand-drawn line chart, with the same numbers as a table for screen
 * readers and anyone who prefers them.
 */
export function MetricChart({ series }: { series: Progress['series'] }) {
  const times = series.map((entry) => new Date(entry.createdAt).getTime());
  const first = series[0];
  const last = series.at(-1);
  const summary = [
    `Gráfico de ${series.length} ${series.length === 1 ? 'análise' : 'análises'}.`,
    ...METRICS.map((metric) =>
      first && last
        ? `${metric.label}: de ${Math.round(first.metrics[metric.key])} para ${Math.round(last.metrics[metric.key])}.`
        : '',
    ),
  ].join(' ');
  return (
    <section className="card stack" aria-labelledby="chart-title">
      <h2 id="chart-title" className="card__title">
        Evolução das métricas
      </h2>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={summary}
        data-testid="metric-chart"
      >
        {GRID.map((value) => {
          const y = BOX.top + (1 - value / 100) * (BOX.height - BOX.top - BOX.bottom);
          return (
            <g key={value}>
              <line className={styles.grid} x1={BOX.left} x2={BOX.width - BOX.right} y1={y} y2={y} />
              <text x={BOX.left - 4} y={y + 3} textAnchor="end">
                {value}
              </text>
            </g>
          );
        })}
        {METRICS.map((metric) => {
          const points = plotSeries(
            series.map((entry, index) => ({ time: times[index] ?? 0, value: entry.metrics[metric.key] })),
            BOX,
          );
          return (
            <g key={metric.key} className={metric.className}>
              {points.length > 1 && <path className={styles.line} d={linePath(points)} />}
              {points.map((point, index) => (
                <circle key={series[index]?.id} cx={point.x} cy={point.y} r={3.5} />
              ))}
            </g>
          );
        })}
        {first && (
          <text x={BOX.left} y={BOX.height - 6}>
            {shortDate.format(new Date(first.createdAt))}
          </text>
        )}
        {last && series.length > 1 && (
          <text x={BOX.width - BOX.right} y={BOX.height - 6} textAnchor="end">
            {shortDate.format(new Date(last.createdAt))}
          </text>
        )}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {METRICS.map((metric) => (
          <li key={metric.key} className={metric.className}>
            <span className={styles.swatch} />
            <span style={{ color: 'var(--color-text)' }}>{metric.label}</span>
          </li>
        ))}
      </ul>
      <details>
        <summary>Ver os números em tabela</summary>
        <table className={styles.table} data-testid="metric-table">
          <caption className="visually-hidden">Métricas de cada análise, de 0 a 100 (maior é melhor)</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              {METRICS.map((metric) => (
                <th key={metric.key} scope="col">
                  {metric.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{formatDate(entry.createdAt)}</th>
                {METRICS.map((metric) => (
                  <td key={metric.key}>{Math.round(entry.metrics[metric.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
