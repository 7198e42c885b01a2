import type { AuditEntry } from '@pele/shared/schemas/admin';
import { SkeletonRows } from '../../../../components/skeleton';
import styles from '../admin.module.css';
import { formatDateTime } from '../parts/cells';
import { auditAction, auditChangeText } from './audit-words';

// A product create lists every field it was given; the first few say enough on the dashboard.
const CHANGES_SHOWN = 6;

/** Who changed what and when, newest first, with each field's value before → after. */
export function AuditTrail({ entries, loading }: { entries: AuditEntry[] | undefined; loading: boolean }) {
  if (loading) return <SkeletonRows height="3rem" />;
  if (!entries || entries.length === 0) return <p className="empty-state">Nenhuma atividade encontrada.</p>;
  return (
    <ol className={styles.auditList}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.auditItem} data-testid="audit-entry">
          <p>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · <strong>{entry.actor.email}</strong>{' '}
            {auditAction(entry.action)} <strong>{entry.target.label}</strong>
          </p>
          {entry.changes.length > 0 ? (
            <ul>
              {entry.changes.slice(0, CHANGES_SHOWN).map((change) => (
                <li key={change.field}>{auditChangeText(change)}</li>
              ))}
              {entry.changes.length > CHANGES_SHOWN ? (
                <li className="muted">e mais {entry.changes.length - CHANGES_SHOWN} campo(s)</li>
              ) : null}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
