import type { StepProgress } from '@pele/shared/routine-progress';
import styles from './routine.module.css';

/** Progress of the day shown: percent bar, 'X de Y passos', and a congratulation at 100% (spec 2.10, 4). */
export function ProgressCard({ title, progress }: { title: string; progress: StepProgress }) {
  return (
    <section className="card" aria-labelledby="routine-progress-title">
      <h2 id="routine-progress-title" className="card__title">
        {title}
      </h2>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Passos concluídos"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className={styles.barFill} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={styles.progressLine}>
        <span data-testid="routine-progress-text">{progress.label}</span>
        <strong data-testid="routine-progress-percent">{progress.percent}%</strong>
      </p>
      {progress.done && (
        <p className={styles.congrats} role="status" data-testid="routine-congrats">
          Parabéns! Você concluiu todos os passos da rotina! 🎉
        </p>
      )}
    </section>
  );
}
