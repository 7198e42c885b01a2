import { addDays, canRecordOn, type Day, isDay } from '@pele/shared/routine-days';
import {
  CHECK_IN_COMPARISON_MIN_DAYS,
  type CheckIn,
  type CheckInHistory,
} from '@pele/shared/schemas/check-ins';

/**
 * The daily skin check-in's rules. A check-in is one score (0–100) per user day; the day is the user's
 * calendar day (America/Sao_Paulo unless the profile says another zone). Sending a score again on the same day
 * replaces it. A score may name its day, for one kept offline and sent later: today or yesterday only (the
 * routine steps' grace, `canRecordOn`), so a score given before midnight and sent after it lands on its own day,
 * and nobody fills in a past week afterwards.
 */
export type CheckInDayResult =
  | { ok: true; day: Day }
  | { ok: false; reason: 'future_day' | 'past_day_closed' };

export function checkInDay(today: Day, requested?: Day): CheckInDayResult {
  const day = requested ?? today;
  if (day > today) return { ok: false, reason: 'future_day' };
  if (!isDay(day) || !canRecordOn(day, today)) return { ok: false, reason: 'past_day_closed' };
  return { ok: true, day };
}

/** The first day of a period of `days` days ending today (today included). */
export const periodStart = (today: Day, days: number): Day => addDays(today, -(days - 1));

const average = (scores: readonly number[]) =>
  Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;

/**
 * The average score on check-in days with the routine completed against check-in days without, once each kind
 * has `minimumDays` days; null before. It describes the user's records side by side; it does not say the routine
 * made the difference (other things change from day to day too).
 */
export function compareRoutineDays(
  checkIns: readonly Pick<CheckIn, 'day' | 'score'>[],
  routineDays: ReadonlySet<Day>,
  minimumDays: number = CHECK_IN_COMPARISON_MIN_DAYS,
): CheckInHistory['comparison'] {
  const withRoutine = checkIns.filter((c) => routineDays.has(c.day)).map((c) => c.score);
  const withoutRoutine = checkIns.filter((c) => !routineDays.has(c.day)).map((c) => c.score);
  if (withRoutine.length < minimumDays || withoutRoutine.length < minimumDays) return null;
  return {
    withRoutine: { days: withRoutine.length, averageScore: average(withRoutine) },
    withoutRoutine: { days: withoutRoutine.length, averageScore: average(withoutRoutine) },
    minimumDays,
  };
}

/** What Progresso shows for a period: the check-ins and routine days inside it, oldest first, and the comparison. */
export function checkInHistory(input: {
  days: number;
  today: Day;
  checkIns: readonly CheckIn[];
  routineDays: Iterable<Day>;
}): CheckInHistory {
  const from = periodStart(input.today, input.days);
  const inPeriod = (day: Day) => day >= from && day <= input.today;
  const checkIns = input.checkIns.filter((c) => inPeriod(c.day)).sort((a, b) => a.day.localeCompare(b.day));
  const routineDays = [...new Set(input.routineDays)].filter(inPeriod).sort();
  return {
    days: input.days,
    from,
    today: input.today,
    checkIns,
    routineDays,
    comparison: compareRoutineDays(checkIns, new Set(routineDays)),
  };
}
