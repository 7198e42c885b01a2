import type { Analytics } from '@pele/shared/schemas/admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice } from '../../../../lib/format';
import styles from '../admin.module.css';

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** recharts' tooltip is white by default: the theme's surface and border instead. */
const TOOLTIP_STYLE = { background: 'var(--color-surface)', borderColor: 'var(--color-border)' };

function DailyChart({
  data,
  series,
  title,
  money = false,
}: {
  data: Analytics;
  series: Array<{ key: string; label: string; color: string }>;
  title: string;
  /** Values in BRL: the tooltip says 'R$ 12,90'. */
  money?: boolean;
}) {
  return (
    <figure className="card">
      <figcaption className="card__title">{title}</figcaption>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={data.days.map((row) => ({ ...row, label: day(row.date) }))}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={money} fontSize={12} />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              formatter={(value) => (money && typeof value === 'number' ? formatPrice(value) : value)}
            />
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                dot={false}
                strokeWidth={2}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The analytics charts (recharts, loaded only with this tab). They are pictures for sighted staff, hidden from
 * assistive technology and out of the tab order: the table beside them carries the same numbers.
 */
export default function AnalyticsCharts({ data }: { data: Analytics }) {
  return (
    <>
      <DailyChart
        data={data}
        title="Cadastros, análises, registros diários, rótulos escaneados e pedidos por dia"
        series={[
          { key: 'signups', label: 'Cadastros', color: 'var(--color-chart-1)' },
          { key: 'analyses', label: 'Análises', color: 'var(--color-chart-2)' },
          { key: 'checkIns', label: 'Registros diários', color: 'var(--color-chart-3)' },
          { key: 'scans', label: 'Rótulos escaneados', color: 'var(--color-chart-4)' },
          { key: 'orders', label: 'Pedidos', color: 'var(--color-chart-5)' },
        ]}
      />
      <DailyChart
        data={data}
        title="Desafios iniciados e concluídos por dia"
        series={[
          { key: 'challengesJoined', label: 'Desafios iniciados', color: 'var(--color-chart-1)' },
          { key: 'challengesCompleted', label: 'Desafios concluídos', color: 'var(--color-chart-2)' },
        ]}
      />
      <DailyChart
        data={data}
        title="Receita por dia (R$)"
        money
        series={[{ key: 'revenue', label: 'Receita', color: 'var(--color-chart-1)' }]}
      />
      <DailyChart
        data={data}
        title="Assinaturas ativas"
        series={[{ key: 'activeSubscriptions', label: 'Assinaturas ativas', color: 'var(--color-chart-6)' }]}
      />
      {data.topProducts.length > 0 ? (
        <figure className="card">
          <figcaption className="card__title">Produtos mais vendidos (receita)</figcaption>
          <div className={styles.chart} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={data.topProducts}
                layout="vertical"
                margin={{ left: 24 }}
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" fontSize={12} />
                <YAxis type="category" dataKey="name" width={160} fontSize={12} />
                <Tooltip
                  contentStyle={TOOLTIP_STYLE}
                  formatter={(value) => (typeof value === 'number' ? formatPrice(value) : value)}
                />
                <Bar dataKey="revenue" name="Receita" fill="var(--color-chart-1)" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ) : null}
    </>
  );
}
