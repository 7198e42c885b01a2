import { Skeleton } from '../../../components/skeleton';
import { useRoutineStreak } from '../api/get-routine-streak';
import styles from './routine.module.css';

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** Current streak in consecutive days, the longest one, and the rule in the server's own words. */
export function StreakCard() {
  const streak = useRoutineStreak();
  return (
    <section className="card" aria-labelledby="routine-streak-title" data-testid="routine-streak">
      <h2 id="routine-streak-title" className="card__title">
        Sequência
      </h2>
      {streak.data ? (
        <>
          <p>
            <span className={styles.streakNumber} data-testid="streak-current">
              {streak.data.current}
            </span>{' '}
            {streak.data.current === 1 ? 'dia seguido' : 'dias seguidos'}
          </p>
          <p data-testid="streak-longest">Maior sequência: {days(streak.data.longest)}</p>
          <p className={`muted ${styles.help}`}>{streak.data.helpText}</p>
        </>
      ) : streak.isError ? (
        <p className="muted">Não foi possível carregar sua sequência.</p>
      ) : (
        <Skeleton height="3rem" />
      )}
    </section>
  );
}
