import type { ReactNode } from 'react';
import styles from '../admin.module.css';

/** One figure of the dashboard or of the analytics totals: its label over its value. */
export function StatCard({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.statCard} data-testid={testId}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{children}</p>
    </div>
  );
}

/** Stock badge: green above 0, red otherwise (spec 2.14), with words so colour is not the only signal. */
export function StockBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className={`${styles.badge} ${styles.badgeOk}`}>{count} em estoque</span>
  ) : (
    <span className={`${styles.badge} ${styles.badgeBad}`}>Sem estoque</span>
  );
}

/** Spec 2.14: at most three tags, then '+N' for the rest. */
export const visibleTags = (tags: readonly string[], max = 3) => ({
  shown: tags.slice(0, max),
  more: Math.max(0, tags.length - max),
});

export function TagsCell({ tags }: { tags: readonly string[] }) {
  const { shown, more } = visibleTags(tags);
  return (
    <span className={styles.tags}>
      {shown.map((tag) => (
        <span key={tag} className="chip">
          {tag}
        </span>
      ))}
      {more > 0 ? (
        <span className="chip" title={tags.slice(3).join(', ')}>
          +{more}
        </span>
      ) : null}
    </span>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'bad' | 'info'; children: string }) {
  const toneClass = tone === 'ok' ? styles.badgeOk : tone === 'bad' ? styles.badgeBad : styles.badgeInfo;
  return <span className={`${styles.badge} ${toneClass}`}>{children}</span>;
}

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
