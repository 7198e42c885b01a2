import type { Challenge } from '@pele/shared/schemas/challenges';
import { useId } from 'react';
import { ChallengeProgress } from './challenge-progress';
import styles from './challenges.module.css';

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const formatDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));

const STATE_LABELS = { active: 'Em andamento', completed: 'Concluído', missed: 'Não concluído' } as const;

/** One joined challenge: its goal, progress, the badge once completed, and why it was proposed. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const titleId = useId();
  return (
    <article
      className="card stack"
      aria-labelledby={titleId}
      data-testid="challenge-card"
      data-kind={challenge.kind}
    >
      <div className="card__header">
        <h3 id={titleId} className="card__title">
          {challenge.title}
        </h3>
        <span className={`pill ${challenge.state === 'active' ? 'pill--accent' : 'pill--muted'}`}>
          {STATE_LABELS[challenge.state]}
        </span>
      </div>
      <p className="muted">{challenge.goal}</p>
      <ChallengeProgress challenge={challenge} />
      {challenge.state === 'completed' && (
        <p className={styles.badge} data-testid="challenge-badge">
          🏅 Selo conquistado: {challenge.badge}
          {challenge.endedOn ? ` (${formatDay(challenge.endedOn)})` : ''}
        </p>
      )}
      {challenge.state === 'missed' && (
        <p className="muted">Não foi desta vez. Você pode começar este desafio de novo quando quiser.</p>
      )}
      <details>
        <summary>Por que este desafio?</summary>
        <p className={styles.why}>{challenge.why}</p>
      </details>
    </article>
  );
}
