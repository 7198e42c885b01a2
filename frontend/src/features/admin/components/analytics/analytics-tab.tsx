import { ANALYTICS_PERIODS, adminMessages } from '@pele/shared/schemas/admin';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/button';
import { SkeletonRows } from '../../../../components/skeleton';
import { formatPrice } from '../../../../lib/format';
import { useAnalytics } from '../../api/get-analytics';
import styles from '../admin.module.css';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { AnalyticsTable } from './analytics-table';

// The charting library is big: it loads with this tab only, never with the rest of the panel.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

const PERIOD_LABELS = { '7d': '7 dias', '30d': '30 dias', '90d': '90 dias' } as const;

/** Analytics: per-day sign-ups, analyses, orders, revenue and active subscriptions, and the top products. */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<(typeof ANALYTICS_PERIODS)[number]>('30d');
  const analytics = useAnalytics(period);
  useReportFailure(analytics, adminMessages.analyticsLoadFailed);
  const data = analytics.data;
  return (
    <>
      <fieldset className={styles.periods}>
        <legend className="visually-hidden">Período</legend>
        {ANALYTICS_PERIODS.map((value) => (
          <Button
            key={value}
            variant={period === value ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {PERIOD_LABELS[value]}
          </Button>
        ))}
      </fieldset>
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
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Cadastros</p>
              <p className={styles.statValue}>{data.totals.signups.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Análises</p>
              <p className={styles.statValue}>{data.totals.analyses.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Registros diários</p>
              <p className={styles.statValue}>{data.totals.checkIns.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Desafios iniciados</p>
              <p className={styles.statValue}>{data.totals.challengesJoined.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Desafios concluídos</p>
              <p className={styles.statValue}>{data.totals.challengesCompleted.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Rótulos escaneados</p>
              <p className={styles.statValue}>{data.totals.scans.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Pedidos</p>
              <p className={styles.statValue}>{data.totals.orders.toLocaleString('pt-BR')}</p>
            </div>
            <div className={styles.statCard}>
              <p className={styles.statLabel}>Receita</p>
              <p className={styles.statValue}>{formatPrice(data.totals.revenue)}</p>
            </div>
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
