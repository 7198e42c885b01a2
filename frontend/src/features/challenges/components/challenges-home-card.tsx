import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { useChallenges } from '../api/get-challenges';
import { ChallengeProgress } from './challenge-progress';
import styles from './challenges.module.css';

/**
 * Home's challenges card: each running challenge's progress and, when today decides it, the at-risk line. A
 * failed call shows the invitation instead (home's cards fall back to empty, spec 7.9).
 */
export function ChallengesHomeCard({ onOpen }: { onOpen: () => void }) {
  const challenges = useChallenges();
  const active = challenges.data?.active ?? [];
  return (
    <section
      className="card stack"
      aria-labelledby="home-challenges-title"
      aria-busy={challenges.isPending}
      data-testid="home-challenges"
    >
      <div className="card__header">
        <h2 id="home-challenges-title" className="card__title">
          Desafios
        </h2>
        <button type="button" className="link" onClick={onOpen}>
          Ver Desafios
        </button>
      </div>
      {challenges.isPending ? (
        <Skeleton height="3rem" />
      ) : active.length === 0 ? (
        <>
          <p className="muted">
            Metas curtas criadas a partir da sua análise, como sete dias seguidos de protetor solar.
          </p>
          <Button variant="secondary" onClick={onOpen}>
            Conhecer os desafios
          </Button>
        </>
      ) : (
        <ul className={styles.list}>
          {active.map((challenge) => (
            <li key={challenge.id} className="stack">
              <strong>{challenge.title}</strong>
              <ChallengeProgress challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
