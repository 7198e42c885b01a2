import type { AuditEntry } from '@pele/shared/schemas/admin';
import { SkeletonRows } from '../../../components/skeleton';
import styles from '../admin.module.css';
import { formatDateTime } from '../parts/cells';

const ACTIONS: Record<string, string> = {
  'product.create': 'criou o produto',
  'product.update': 'editou o produto',
  'product.delete': 'excluiu o produto',
  'user.status': 'mudou o status de',
  'order.status': 'mudou o status do',
  'review.moderate': 'moderou a avaliação',
  'settings.update': 'alterou as',
  'plan.update': 'alterou o plano',
};

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
};

/** Who changed what and when, newest first, with each field's value before → after. */
export function AuditTrail({ entries, loading }: { entries: AuditEntry[] | undefined; loading: boolean }) {
  if (loading) return <SkeletonRows height="3rem" />;
  if (!entries || entries.length === 0) return <p className="muted">Nenhuma atividade registrada ainda.</p>;
  return (
    <ol className={styles.auditList}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.auditItem}>
          <p>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <strong>{entry.actor.email}</strong>{' '}
            {ACTIONS[entry.action] ?? entry.action} <strong>{entry.target.label}</strong>
          </p>
          {entry.changes.length > 0 ? (
            <ul>
              {entry.changes.slice(0, 6).map((change) => (
                <li key={change.field}>
                  {change.field}: {shown(change.before)} → {shown(change.after)}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
