import type { RoutineStepView } from '@pele/shared/schemas/routines';
import { Button } from '../../../components/button';
import defaultStepImage from './default-step-image.svg';
import styles from './routine.module.css';

interface StepCardProps {
  step: RoutineStepView;
  busy: boolean;
  /** Without it the card only shows what was recorded: a day older than yesterday is history. */
  onComplete?: () => void;
}

/**
 * One step (spec 2.10): completed by tapping the number circle or 'Marcar como Concluído'. A completed
 * step shows 'Concluído com sucesso!' and offers nothing to undo it (spec 4). Without `onComplete`
 * (a closed day) nothing is offered and a step not done says so.
 */
export function StepCard({ step, busy, onComplete }: StepCardProps) {
  const done = step.isCompleted;
  const product = step.product.brand ? `${step.product.name} · ${step.product.brand}` : step.product.name;
  const circleContent = done ? <span aria-hidden="true">✓</span> : step.number;
  return (
    <li className={`${styles.step} ${done ? styles.stepDone : ''}`} data-testid="routine-step">
      {onComplete ? (
        <button
          type="button"
          className={styles.circle}
          aria-label={
            done ? `Passo ${step.number} concluído` : `Concluir passo ${step.number}: ${step.title}`
          }
          data-testid={`step-circle-${step.number}`}
          disabled={done || busy}
          onClick={onComplete}
        >
          {circleContent}
        </button>
      ) : (
        <span className={styles.circle} aria-hidden="true" data-testid={`step-circle-${step.number}`}>
          {circleContent}
        </span>
      )}
      <img className={styles.image} src={step.product.image ?? defaultStepImage} alt="" loading="lazy" />
      <div className={styles.stepBody}>
        <h3>{step.title}</h3>
        <p>{product}</p>
        <p className={styles.stepMeta}>{step.time}</p>
        {step.instruction && <p className={styles.instruction}>{step.instruction}</p>}
        {done ? (
          <p className={styles.doneText}>Concluído com sucesso!</p>
        ) : onComplete ? (
          <Button
            variant="primary"
            size="small"
            data-testid={`step-complete-${step.number}`}
            disabled={busy}
            onClick={onComplete}
          >
            Marcar como Concluído
          </Button>
        ) : (
          <p className={styles.stepMeta}>Não concluído</p>
        )}
      </div>
    </li>
  );
}
