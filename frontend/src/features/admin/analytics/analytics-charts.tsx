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
import { formatPrice } from '../../../lib/format';
import styles from '../admin.module.css';

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

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
          { key: 'signups', label: 'Cadastros', color: '#2f7d6d' },
          { key: 'analyses', label: 'Análises', color: '#c0673d' },
          { key: 'checkIns', label: 'Registros diários', color: '#a8446d' },
          { key: 'scans', label: 'Rótulos escaneados', color: '#7a5c00' },
          { key: 'orders', label: 'Pedidos', color: '#4461a8' },
        ]}
      />
      <DailyChart
        data={data}
        title="Desafios iniciados e concluídos por dia"
        series={[
          { key: 'challengesJoined', label: 'Desafios iniciados', color: '#2f7d6d' },
          { key: 'challengesCompleted', label: 'Desafios concluídos', color: '#c0673d' },
        ]}
      />
      <DailyChart
        data={data}
        title="Receita por dia (R$)"
        money
        series={[{ key: 'revenue', label: 'Receita', color: '#2f7d6d' }]}
      />
      <DailyChart
        data={data}
        title="Assinaturas ativas"
        series={[{ key: 'activeSubscriptions', label: 'Assinaturas ativas', color: '#7a4aa8' }]}
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
                <Tooltip formatter={(value) => (typeof value === 'number' ? formatPrice(value) : value)} />
                <Bar dataKey="revenue" name="Receita" fill="#2f7d6d" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ) : null}
    </>
  );
}
