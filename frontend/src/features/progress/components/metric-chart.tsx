import type { Progress } from '@pele/shared/schemas/skin-analysis';
import { type ChartBox, ScoreChartFrame, scoreY } from '../../../components/score-chart-frame';
import chartStyles from '../../../components/score-chart-frame.module.css';
import { formatDate } from '../../../lib/format';
import { BAND_REASON, bandRange, headlineValue } from '../../analysis';
import { linePath, plotSeries } from '../chart-geometry';
import styles from './progress.module.css';

const METRICS = [
  { key: 'hydration', label: 'Hidratação (estimativa)', className: styles.hydration },
  { key: 'texture', label: 'Textura', className: styles.texture },
  { key: 'pigmentation', label: 'Pigmentação', className: styles.pigmentation },
] as const;

const BOX: ChartBox = { width: 320, height: 180, left: 28, right: 8, top: 8, bottom: 22 };
const GRID = [0, 25, 50, 75, 100];
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: 'short' });

type MetricKey = (typeof METRICS)[number]['key'];
type Entry = Progress['series'][number];

const shownValue = (entry: Entry, key: MetricKey) => headlineValue(entry.metrics[key], entry.bands[key]);

/** The chart's text alternative: each metric from the first to the latest analysis, and where it is a band. */
const describeChart = (series: Progress['series']) => {
  const first = series[0];
  const last = series.at(-1);
  const banded = METRICS.filter((metric) => series.some((entry) => entry.bands[metric.key]));
  return [
    `Gráfico de ${series.length} ${series.length === 1 ? 'análise' : 'análises'}.`,
    ...METRICS.map((metric) => {
      if (!first || !last) return '';
      const count = series.filter((entry) => entry.bands[metric.key]).length;
      const bandNote = count > 0 ? ` Em ${count} de ${series.length} mostrado como faixa, sem linha.` : '';
      return `${metric.label}: de ${shownValue(first, metric.key)} para ${shownValue(last, metric.key)}.${bandNote}`;
    }),
    banded.length > 0 ? BAND_REASON : '',
  ]
    .filter(Boolean)
    .join(' ');
};

/**
 * Each metric over time as a small hand-drawn line chart, with the same numbers as a table for screen
 * readers and anyone who prefers them. A metric shown as a band in some analysis gets no line (a line would
 * claim a precision it does not have): its band is drawn as a bar over that third of the scale, its precise
 * values as points.
 */
export function MetricChart({ series }: { series: Progress['series'] }) {
  const times = series.map((entry) => new Date(entry.createdAt).getTime());
  const first = series[0];
  const last = series.at(-1);
  const summary = describeChart(series);
  const anyBand = series.some((entry) => METRICS.some((metric) => entry.bands[metric.key]));
  const yOf = (value: number) => scoreY(BOX, value);
  return (
    <section className="card stack" aria-labelledby="chart-title">
      <h2 id="chart-title" className="card__title">
        Evolução das métricas
      </h2>
      <ScoreChartFrame box={BOX} grid={GRID} summary={summary} testId="metric-chart">
        {METRICS.map((metric) => {
          const points = plotSeries(
            series.map((entry, index) => ({ time: times[index] ?? 0, value: entry.metrics[metric.key] })),
            BOX,
          );
          const banded = series.some((entry) => entry.bands[metric.key]);
          return (
            <g key={metric.key} className={metric.className} data-testid={`chart-${metric.key}`}>
              {!banded && points.length > 1 && <path className={styles.line} d={linePath(points)} />}
              {points.map((point, index) => {
                const entry = series[index];
                const band = entry?.bands[metric.key];
                if (!band) return <circle key={entry?.id} cx={point.x} cy={point.y} r={3.5} />;
                const [low, high] = bandRange(band);
                return (
                  <rect
                    key={entry?.id}
                    className={styles.bandBar}
                    data-band={band}
                    x={point.x - 3}
                    width={6}
                    y={yOf(high)}
                    height={yOf(low) - yOf(high)}
                  />
                );
              })}
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
      </ScoreChartFrame>
      <ul className={chartStyles.legend} aria-hidden="true">
        {METRICS.map((metric) => (
          <li key={metric.key} className={metric.className}>
            <span className={chartStyles.swatch} />
            <span style={{ color: 'var(--color-text)' }}>{metric.label}</span>
          </li>
        ))}
      </ul>
      {anyBand && (
        <p className={styles.small} data-testid="chart-band-note">
          Barras: número mostrado como faixa (terço baixo, médio ou alto das peles de referência).{' '}
          {BAND_REASON}
        </p>
      )}
      <MetricTable series={series} />
    </section>
  );
}

/** The same numbers as a table, for screen readers and anyone who prefers them. */
function MetricTable({ series }: { series: Progress['series'] }) {
  return (
    <details>
      <summary>Ver os números em tabela</summary>
      <table className={chartStyles.table} data-testid="metric-table">
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
                <td key={metric.key}>{shownValue(entry, metric.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
