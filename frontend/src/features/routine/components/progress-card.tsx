import type { StepProgress } from '@pele/shared/routine-progress';
import { ProgressBar } from '../../../components/progress-bar';
import styles from './routine.module.css';

/** Progress of the day shown: percent bar, 'X de Y passos', and a congratulation at 100% (spec 2.10, 4). */
export function ProgressCard({ title, progress }: { title: string; progress: StepProgress }) {
  return (
    <section className="card" aria-labelledby="routine-progress-title">
      <h2 id="routine-progress-title" className="card__title">
        {title}
      </h2>
      <ProgressBar label="Passos concluídos" value={progress.percent} max={100} percent={progress.percent} />
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
