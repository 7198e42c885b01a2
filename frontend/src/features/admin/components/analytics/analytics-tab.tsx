import { ANALYTICS_PERIODS, type Analytics, adminMessages } from '@pele/shared/schemas/admin';
import { lazy, Suspense, useState } from 'react';
import { ChoiceButtons } from '../../../../components/choice-buttons';
import { SkeletonRows } from '../../../../components/skeleton';
import { formatPrice } from '../../../../lib/format';
import { useAnalytics } from '../../api/get-analytics';
import styles from '../admin.module.css';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { StatCard } from '../parts/cells';
import { AnalyticsTable } from './analytics-table';

// The charting library is big: it loads with this tab only, never with the rest of the panel.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** The period's counts, in the order of their cards; the revenue, in money, comes last. */
const COUNTS: ReadonlyArray<{ key: Exclude<keyof Analytics['totals'], 'revenue'>; label: string }> = [
  { key: 'signups', label: 'Cadastros' },
  { key: 'analyses', label: 'Análises' },
  { key: 'checkIns', label: 'Registros diários' },
  { key: 'challengesJoined', label: 'Desafios iniciados' },
  { key: 'challengesCompleted', label: 'Desafios concluídos' },
  { key: 'scans', label: 'Rótulos escaneados' },
  { key: 'orders', label: 'Pedidos' },
];

const PERIOD_LABELS = { '7d': '7 dias', '30d': '30 dias', '90d': '90 dias' } as const;
const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));

/** Analytics: per-day sign-ups, analyses, orders, revenue and active subscriptions, and the top products. */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<(typeof ANALYTICS_PERIODS)[number]>('30d');
  const analytics = useAnalytics(period);
  useReportFailure(analytics, adminMessages.analyticsLoadFailed);
  const data = analytics.data;
  return (
    <>
      <ChoiceButtons legend="Período" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
      {!data && analytics.isError ? (
        <LoadFailed message={adminMessages.analyticsLoadFailed} onRetry={analytics.refetch} />
      ) : !data ? (
        <SkeletonRows height="10rem" />
      ) : (
        <>
          <section
            className={styles.statGrid}
            aria-label="Totais do período"
            aria-busy={analytics.isFetching}
          >
            {COUNTS.map(({ key, label }) => (
              <StatCard key={key} label={label}>
                {data.totals[key].toLocaleString('pt-BR')}
              </StatCard>
            ))}
            <StatCard label="Receita">{formatPrice(data.totals.revenue)}</StatCard>
          </section>
          <Suspense fallback={<SkeletonRows height="10rem" />}>
            <AnalyticsCharts data={data} />
          </Suspense>
          <details className={styles.tableDetails}>
            <summary>Ver tabela</summary>
            <AnalyticsTable data={data} />
          </details>
        </>
      )}
    </>
  );
}
