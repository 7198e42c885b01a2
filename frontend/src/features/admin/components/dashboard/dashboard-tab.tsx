import { adminMessages, type DashboardStats } from '@pele/shared/schemas/admin';
import { Skeleton } from '../../../../components/skeleton';
import { formatPrice } from '../../../../lib/format';
import { useAuditTrail } from '../../api/get-audit-trail';
import { useDashboardStats } from '../../api/get-dashboard-stats';
import styles from '../admin.module.css';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { StatCard } from '../parts/cells';
import { AuditTrail } from './audit-trail';

const CARDS: Array<{ key: keyof DashboardStats; label: string; money?: boolean }> = [
  { key: 'totalUsers', label: 'Usuários' },
  { key: 'totalProducts', label: 'Produtos' },
  { key: 'totalOrders', label: 'Pedidos' },
  { key: 'totalReviews', label: 'Avaliações' },
  { key: 'totalAnalyses', label: 'Análises' },
  { key: 'totalCheckIns', label: 'Registros diários da pele' },
  { key: 'totalChallengesJoined', label: 'Desafios iniciados' },
  { key: 'totalChallengesCompleted', label: 'Desafios concluídos' },
  { key: 'totalScans', label: 'Rótulos escaneados' },
  { key: 'activeSubscriptions', label: 'Assinaturas ativas' },
  { key: 'totalRevenue', label: 'Receita total', money: true },
  { key: 'monthlyRevenue', label: 'Receita do mês', money: true },
];

/** Dashboard (spec 2.14): stat cards from the server's counters, then the latest staff activity. */
export function DashboardTab() {
  const stats = useDashboardStats();
  const audit = useAuditTrail();
  useReportFailure(stats, adminMessages.statsLoadFailed);
  useReportFailure(audit, adminMessages.auditLoadFailed);
  const empty = stats.data && Object.values(stats.data).every((value) => value === 0);
  return (
    <>
      {empty ? (
        <p className="notice" role="status">
          {adminMessages.statsEmpty}
        </p>
      ) : null}
      <section aria-label="Estatísticas" className={styles.statGrid} aria-busy={stats.isPending}>
        {CARDS.map((card) => (
          <StatCard key={card.key} label={card.label} testId={`stat-${card.key}`}>
            {stats.data ? (
              card.money ? (
                formatPrice(stats.data[card.key])
              ) : (
                stats.data[card.key].toLocaleString('pt-BR')
              )
            ) : stats.isError ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">Indisponível</span>
              </>
            ) : (
              <Skeleton width="5rem" height="1.8rem" />
            )}
          </StatCard>
        ))}
      </section>
      <section aria-labelledby="audit-title" className="stack">
        <h2 id="audit-title" className="section-title">
          Atividade recente
        </h2>
        {audit.isError && !audit.data ? (
          <LoadFailed message={adminMessages.auditLoadFailed} onRetry={audit.refetch} />
        ) : (
          <AuditTrail entries={audit.data?.entries} loading={audit.isPending} />
        )}
      </section>
    </>
  );
}
