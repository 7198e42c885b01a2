import { Skeleton } from '../../../components/skeleton';
import styles from './skin-progress-card.module.css';

interface SkinProgressCardProps {
  /** Improvement in percent, when the progress summary has one. */
  improvement?: number | null;
  analysisCount?: number;
  isLoading?: boolean;
  onSeeAll: () => void;
}

/** '+N%' with an improvement, else 'N análises', else 'Faça sua primeira análise' (spec 2.6). */
export const progressHeadline = (improvement: number | null | undefined, analysisCount: number) => {
  if (improvement !== null && improvement !== undefined && improvement > 0)
    return `+${Math.round(improvement)}%`;
  if (analysisCount > 0) return `${analysisCount} ${analysisCount === 1 ? 'análise' : 'análises'}`;
  return 'Faça sua primeira análise';
};

export function SkinProgressCard({
  improvement,
  analysisCount = 0,
  isLoading = false,
  onSeeAll,
}: SkinProgressCardProps) {
  return (
    <section className="card" aria-labelledby="progress-title" aria-busy={isLoading}>
      <div className="card__header">
        <h2 id="progress-title" className="card__title">
          Progresso da Pele
        </h2>
        <button type="button" className="link" onClick={onSeeAll}>
          Ver Tudo
        </button>
      </div>
      {isLoading ? (
        <Skeleton height="2rem" width="60%" />
      ) : (
        <p className={styles.progressHeadline} data-testid="progress-headline">
          {progressHeadline(improvement, analysisCount)}
        </p>
      )}
      <p className="muted">Acompanhe a evolução da sua pele a cada análise.</p>
    </section>
  );
}
