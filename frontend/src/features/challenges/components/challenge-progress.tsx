import type { Challenge } from '@pele/shared/schemas/challenges';
import { ProgressBar } from '../../../components/progress-bar';
import styles from './challenges.module.css';

const days = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`;

/** The bar and 'X de Y dias', with the days left while it runs; the at-risk line when today decides it. */
export function ChallengeProgress({ challenge }: { challenge: Challenge }) {
  return (
    <>
      <ProgressBar
        label={`Progresso: ${challenge.title}`}
        value={challenge.progress}
        max={challenge.target}
        percent={challenge.percent}
        valueText={`${challenge.progress} de ${days(challenge.target)}`}
      />
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
