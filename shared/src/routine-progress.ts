/** Progress of a day's routine (spec 4, spec 2.10), computed alike by the server and the SPA's progress card. */

export interface StepProgress {
  completed: number;
  total: number;
  /** Completed over total, rounded to a whole percent (spec 4); 0 for a routine without steps. */
  percent: number;
  /** 'X de Y passos', verbatim from spec 2.10. */
  label: string;
  /** Every step done: the moment for the congratulation. Not `percent === 100`, since 199 of 200 rounds up. */
  done: boolean;
}

/** Today's progress card. Completions beyond the step count (a step removed later) are not counted twice. */
export function stepProgress(completed: number, total: number): StepProgress {
  const safeTotal = Math.max(0, Math.floor(total));
  const safeCompleted = Math.min(safeTotal, Math.max(0, Math.floor(completed)));
  return {
    completed: safeCompleted,
    total: safeTotal,
    percent: safeTotal === 0 ? 0 : Math.round((safeCompleted / safeTotal) * 100),
    label: `${safeCompleted} de ${safeTotal} passos`,
    done: safeTotal > 0 && safeCompleted === safeTotal,
  };
}

/** Progress of a list of steps as the screen holds them. */
export const progressOf = (steps: readonly { isCompleted: boolean }[]): StepProgress =>
  stepProgress(steps.filter((s) => s.isCompleted).length, steps.length);
