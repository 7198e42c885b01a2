import type { Challenge } from '@pele/shared/schemas/challenges';
import styles from './challenges.module.css';

const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** The bar and 'X de Y dias', with the days left while it runs; the at-risk line when today decides it. */
export function ChallengeProgress({ challenge }: { challenge: Challenge }) {
  return (
    <>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={`Progresso: ${challenge.title}`}
        aria-valuemin={0}
        aria-valuemax={challenge.target}
        aria-valuenow={challenge.progress}
        aria-valuetext={`${challenge.progress} de ${days(challenge.target)}`}
      >
        <div className={styles.barFill} style={{ width: `${challenge.percent}%` }} />
      </div>
      <p className={styles.progressLine}>
        <span data-testid="challenge-progress">
          {challenge.progress} de {days(challenge.target)}
        </span>
        {challenge.state === 'active' && (
          <span className="muted">
            {challenge.doneToday ? 'Hoje já conta ✓' : `${days(challenge.daysLeft)} para terminar`}
          </span>
        )}
      </p>
      {challenge.atRisk && (
        <p className={styles.risk} role="status" data-testid="challenge-at-risk">
          {challenge.atRisk}
        </p>
      )}
    </>
  );
}
