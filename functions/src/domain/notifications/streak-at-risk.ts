import { addDays, type Day } from '@pele/shared/routine-days';
import { completeDays, type StepCompletion } from '../routines/completion';
import { streak } from '../routines/streak';

/** From this Brazil time on, a streak not yet continued today is at risk: the person is told once that day. */
export const STREAK_CHECK_TIME = '20:00';

/**
 * The streak the person would lose at midnight: today (their day) has no complete routine yet, and the streak
 * that runs up to yesterday is at least one day. Null when nothing is at risk.
 */
export function streakAtRisk(completions: readonly StepCompletion[], today: Day): number | null {
  if (completeDays(completions).has(today)) return null;
  const { current } = streak(completions, today);
  return current >= 1 && completeDays(completions).has(addDays(today, -1)) ? current : null;
}
