import { canRecordOn, type Day, dayLabel, userDay } from '@pele/shared/routine-days';
import { progressOf } from '@pele/shared/routine-progress';
import type { Routine, TimeOfDay } from '@pele/shared/schemas/routines';
import { routineMessages } from '@pele/shared/schemas/routines';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SkeletonRows } from '../../../components/skeleton';
import { showToast } from '../../../lib/toast';
import { useCompleteRoutineStep } from '../api/complete-routine-step';
import { useGenerateRoutines } from '../api/generate-routines';
import { useRoutines } from '../api/get-routines';
import { ROUTINE_TIME_ZONE } from '../routine-time-zone';
import { useNewDayBanner } from '../use-new-day-banner';
import { DayNavigator } from './day-navigator';
import { NoRoutineState } from './no-routine-state';
import { ProgressCard } from './progress-card';
import { RemindersCard } from './reminders-card';
import styles from './routine.module.css';
import { StepCard } from './step-card';
import { StreakCard } from './streak-card';
import { TimeOfDayToggle } from './time-of-day-toggle';

/** `canMark` false: a closed day (older than yesterday) shows what was recorded, nothing to tap. */
function RoutineSteps({ routine, day, canMark }: { routine: Routine; day: Day; canMark: boolean }) {
  const complete = useCompleteRoutineStep();
  const pendingStep = complete.isPending ? complete.variables?.stepId : undefined;
  if (routine.steps.length === 0) return <p className="empty-state">Rotina sem passos</p>;
  return (
    <ol className={styles.steps} aria-label={routine.name}>
      {[...routine.steps]
        .sort((a, b) => a.number - b.number)
        .map((step) => (
          <StepCard
            key={step.id}
            step={step}
            busy={pendingStep === step.id}
            onComplete={
              canMark
                ? () =>
                    complete.mutate(
                      { routineId: routine.id, stepId: step.id, date: day },
                      { onError: (error) => showToast(error.message, 'error') },
                    )
                : undefined
            }
          />
        ))}
    </ol>
  );
}

function RegenerateAction() {
  const [asking, setAsking] = useState(false);
  const generate = useGenerateRoutines();
  return (
    <>
      <Button
        variant="secondary"
        block
        data-testid="routine-regenerate"
        disabled={generate.isPending}
        onClick={() => setAsking(true)}
      >
        {generate.isPending ? 'Gerando Rotina...' : 'Gerar Nova Rotina'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Gerar uma nova rotina?"
        description="Suas rotinas atuais serão substituídas a partir da sua análise mais recente. Os passos já concluídos continuam no histórico e na sua sequência."
        confirmLabel="Gerar Rotina"
        onConfirm={() => {
          setAsking(false);
          generate.mutate(undefined, {
            onError: () => showToast(routineMessages.generateFailed, 'error'),
          });
        }}
      />
    </>
  );
}

/** The routine tab (spec 2.10): morning/evening, day navigation with real history, progress, streak, reminders. */
export function RoutineTab() {
  const [today] = useState(() => userDay(new Date(), ROUTINE_TIME_ZONE));
  const [day, setDay] = useState<Day>(today);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>('morning');
  const newDay = useNewDayBanner(today);
  const routines = useRoutines(day);
  const shown = routines.data?.filter((r) => r.timeOfDay === timeOfDay) ?? [];
  const steps = shown.flatMap((r) => r.steps);
  const label = dayLabel(day, today);
  // The server takes today and yesterday only (the grace for a late evening routine); older days are history.
  const canMark = canRecordOn(day, today);

  let body: ReactNode;
  if (routines.isPending) {
    body = <SkeletonRows height="5rem" />;
  } else if (routines.isError) {
    body = (
      <div className="empty-state stack" role="alert">
        <p>{routineMessages.loadFailed}</p>
        <Button variant="secondary" onClick={() => void routines.refetch()}>
          Tentar Novamente
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    body =
      day < today ? (
        <p className="empty-state" data-testid="routine-not-started">
          Rotina não iniciada
        </p>
      ) : (
        <NoRoutineState />
      );
  } else {
    body = (
      <>
        {steps.length > 0 && (
          <ProgressCard
            title={day === today ? 'Progresso de Hoje' : `Progresso · ${label}`}
            progress={progressOf(steps)}
          />
        )}
        {!canMark && (
          <p className="muted" data-testid="routine-read-only-note">
            Dias anteriores a ontem ficam só para consulta.
          </p>
        )}
        {shown.map((routine) => (
          <section key={routine.id} className="stack" aria-label={routine.name}>
            <h3 className="section-title">{routine.name}</h3>
            <RoutineSteps routine={routine} day={day} canMark={canMark} />
          </section>
        ))}
      </>
    );
  }

  return (
    <div className="stack stack--lg" data-testid="routine-tab">
      <h1 className="title">Sua Rotina</h1>
      {newDay && (
        <div className={styles.banner} role="status" data-testid="new-day-banner">
          <p>Novo dia, nova rotina!</p>
          <p>Seus passos foram reiniciados para hoje.</p>
        </div>
      )}
      <TimeOfDayToggle value={timeOfDay} onChange={setTimeOfDay} />
      <DayNavigator day={day} today={today} onChange={setDay} />
      {body}
      <StreakCard />
      <RemindersCard />
      {day === today && (routines.data?.length ?? 0) > 0 && <RegenerateAction />}
    </div>
  );
}
