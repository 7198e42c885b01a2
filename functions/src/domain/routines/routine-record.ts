import { type Day, userDay } from '@pele/shared/routine-days';
import type { StepCompletion } from './completion';
import type { EditedStep } from './step-edits';
import type { GeneratedRoutine, RoutineStep, TimeOfDay } from './types';

export type StoredStep = RoutineStep & { id: string };

/**
 * A routine as the table keeps it. Routines are never erased while the account lives: generating
 * again or deleting one only retires it (`retiredAt`), so a past day can still show the routine the
 * user followed then, with its completions. Retired routines cannot be read, edited or deleted by id.
 */
export interface RoutineRecord {
  id: string;
  userId: string;
  name: string;
  timeOfDay: TimeOfDay;
  /** 'generated' by POST /routines/generate, 'custom' when the user created it. */
  origin: 'generated' | 'custom';
  steps: StoredStep[];
  createdAt: string;
  updatedAt: string;
  retiredAt: string | null;
  retiredReason: 'replaced' | 'deleted' | null;
}

/** Gives every step an id (kept when it has one, so completions keep pointing to it) and sorts by number. */
export const withStepIds = (
  steps: readonly (RoutineStep | EditedStep)[],
  newId: () => string,
): StoredStep[] =>
  [...steps]
    .sort((a, b) => a.number - b.number)
    .map((step) => ({ ...step, id: ('id' in step && step.id) || newId() }));

export const newRoutineRecord = (
  input: { id: string; userId: string; origin: RoutineRecord['origin']; routine: GeneratedRoutine },
  now: Date,
  newId: () => string,
): RoutineRecord => ({
  id: input.id,
  userId: input.userId,
  name: input.routine.name,
  timeOfDay: input.routine.timeOfDay,
  origin: input.origin,
  steps: withStepIds(input.routine.steps, newId),
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  retiredAt: null,
  retiredReason: null,
});

type Lifetime = Pick<RoutineRecord, 'createdAt' | 'retiredAt'>;

/** The user's days a routine was current: from the day it was created to the day before it was retired. */
const activeAtEndOf = (routine: Lifetime, day: Day, timeZone: string) =>
  userDay(new Date(routine.createdAt), timeZone) <= day &&
  (routine.retiredAt === null || userDay(new Date(routine.retiredAt), timeZone) > day);

/**
 * Which routine takes a completion on a day the completion rule accepts (today or yesterday, see
 * `recordCompletion`): a current routine on any such day (also yesterday when it was created today:
 * the user records what they did), a retired routine only on the days before it was retired, when it
 * was still the one the user followed.
 */
export const canCompleteOn = (routine: Lifetime, day: Day, timeZone: string): boolean =>
  routine.retiredAt === null || day < userDay(new Date(routine.retiredAt), timeZone);

/**
 * The routines the screen shows for a day (spec 2.10's day navigation):
 * - today (or later): the current routines;
 * - a past day, per time of day: the routines with a completion on that day when there are any
 *   (so history shows what was really done, even on a routine replaced since), otherwise the routines
 *   that were current at the end of that day. None: the screen says 'Rotina não iniciada'.
 * Ordered by time of day (morning first), then creation.
 */
export function routinesForDay<R extends RoutineRecord>(
  routines: readonly R[],
  completionsOfDay: readonly Pick<StepCompletion, 'routineId'>[],
  day: Day,
  today: Day,
  timeZone: string,
): R[] {
  const ordered = [...routines].sort(
    (a, b) =>
      Number(a.timeOfDay === 'evening') - Number(b.timeOfDay === 'evening') ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
  if (day >= today) return ordered.filter((r) => r.retiredAt === null);
  const done = new Set(completionsOfDay.map((c) => c.routineId));
  return (['morning', 'evening'] as const).flatMap((time) => {
    const ofTime = ordered.filter((r) => r.timeOfDay === time);
    const completed = ofTime.filter((r) => done.has(r.id));
    return completed.length > 0 ? completed : ofTime.filter((r) => activeAtEndOf(r, day, timeZone));
  });
}
