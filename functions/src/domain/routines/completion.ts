import { canRecordOn, type Day, DEFAULT_TIME_ZONE, isDay, userDay } from '@pele/shared/routine-days';

/**
 * One step marked done on one day. Completions are facts: they are never undone (spec 4) and never
 * deleted when the routine is edited or regenerated, so the history and the streak survive.
 *
 * - `day` is the user's calendar day the completion belongs to ('YYYY-MM-DD'), fixed when it is
 *   recorded: the day of `completedAt` in the user's time zone, or yesterday when the user chose it.
 *   Storing the day (not only the instant) keeps history stable if the user later changes zone.
 * - `routineStepIds` is the routine's list of step ids when the completion was recorded. A day is
 *   complete for a routine when some completion of that day has every id of its own snapshot
 *   completed that day, so a routine edited over time is judged against the steps it had then.
 * - (routineId, stepId, day) is the natural key: recording it again changes nothing (idempotent).
 */
export interface StepCompletion {
  routineId: string;
  stepId: string;
  day: Day;
  routineStepIds: readonly string[];
  /** ISO instant the completion was recorded. */
  completedAt: string;
}

/** Key for idempotent storage of a completion. */
export const completionKey = (c: Pick<StepCompletion, 'routineId' | 'stepId' | 'day'>): string =>
  `${c.day}#${c.routineId}#${c.stepId}`;

export type CompletionRefusal = 'invalid_day' | 'future_day' | 'past_day_closed' | 'unknown_step';

export type CompletionResult =
  | { ok: true; completion: StepCompletion }
  | { ok: false; reason: CompletionRefusal };

/**
 * Builds the completion record for `POST /routines/step/complete`. The day is `date` when given
 * (the day navigation), else today in the user's zone. Only today and yesterday take completions
 * (`canRecordOn`): yesterday is the grace for an evening routine logged after midnight; an older day
 * is closed (`past_day_closed`), or anyone could fill in a streak by hand; a day after today is refused.
 */
export function recordCompletion(input: {
  routine: { id: string; steps: readonly { id: string }[] };
  stepId: string;
  now: Date;
  timeZone?: string;
  date?: Day;
}): CompletionResult {
  const today = userDay(input.now, input.timeZone ?? DEFAULT_TIME_ZONE);
  const day = input.date ?? today;
  if (!isDay(day)) return { ok: false, reason: 'invalid_day' };
  if (day > today) return { ok: false, reason: 'future_day' };
  if (!canRecordOn(day, today)) return { ok: false, reason: 'past_day_closed' };
  const stepIds = input.routine.steps.map((s) => s.id);
  if (!stepIds.includes(input.stepId)) return { ok: false, reason: 'unknown_step' };
  return {
    ok: true,
    completion: {
      routineId: input.routine.id,
      stepId: input.stepId,
      day,
      routineStepIds: stepIds,
      completedAt: input.now.toISOString(),
    },
  };
}

/** The ids of a routine's steps completed on a day: the `isCompleted` of each step card. */
export function completedStepIds(
  completions: readonly StepCompletion[],
  routineId: string,
  day: Day,
): Set<string> {
  return new Set(completions.filter((c) => c.routineId === routineId && c.day === day).map((c) => c.stepId));
}

/**
 * The days on which every step of at least one routine was completed. For each routine and day, the
 * steps required are those of a completion's own snapshot; one satisfied snapshot is enough.
 */
export function completeDays(completions: readonly StepCompletion[]): Set<Day> {
  const done = new Map<string, Set<string>>();
  const keyOf = (c: StepCompletion) => `${c.day}#${c.routineId}`;
  for (const c of completions) {
    const key = keyOf(c);
    const ids = done.get(key) ?? new Set<string>();
    ids.add(c.stepId);
    done.set(key, ids);
  }
  const days = new Set<Day>();
  for (const c of completions) {
    if (days.has(c.day) || !isDay(c.day) || c.routineStepIds.length === 0) continue;
    const ids = done.get(keyOf(c));
    if (ids && c.routineStepIds.every((id) => ids.has(id))) days.add(c.day);
  }
  return days;
}
