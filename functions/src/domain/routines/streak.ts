import { addDays, type Day, DEFAULT_TIME_ZONE, daysBetween, isDay, userDay } from '@pele/shared/routine-days';
import { completeDays, type StepCompletion } from './completion';

/**
 * The streak rule, the one the UI explains with STREAK_HELP_TEXT:
 *
 * 1. A day counts when, on that day (the user's calendar day, America/Sao_Paulo unless the profile
 *    says another zone), every step of at least one routine was completed. Morning or evening, either
 *    one is enough. The steps required are those the routine had when its steps were completed that
 *    day (see StepCompletion), so editing a routine never rewrites past days.
 * 2. The current streak is the number of consecutive counted days ending today, or ending yesterday
 *    when today is not counted yet: today not done yet does not break the streak, a whole day missed
 *    does. Days after today are ignored.
 * 3. The longest streak is the longest run of consecutive counted days ever, today included.
 *
 * What can be counted is bounded by `recordCompletion`: steps are marked today, or yesterday (the grace
 * of COMPLETION_GRACE_DAYS, for an evening routine logged after midnight), never on older days, so a
 * streak cannot be filled in afterwards. This function itself counts whatever completions it is given.
 */
export interface Streak {
  current: number;
  longest: number;
}

/** pt-BR help text for the streak card; states rules 1 and 2 above and the grace of yesterday. */
export const STREAK_HELP_TEXT =
  'Sua sequência conta os dias seguidos em que você concluiu todos os passos de pelo menos uma rotina (manhã ou noite). Se hoje ainda não foi concluído, a sequência continua valendo até o fim do dia; um dia inteiro sem concluir nenhuma rotina zera a contagem. Você pode marcar passos de hoje ou de ontem; dias anteriores ficam só para consulta.';

/**
 * `today` is an instant (turned into the user's day in `timeZone`) or already a day 'YYYY-MM-DD'.
 * Completions carry their own day, so the zone only decides what "today" is.
 */
export function streak(
  completions: readonly StepCompletion[],
  today: Date | Day,
  timeZone: string = DEFAULT_TIME_ZONE,
): Streak {
  const todayDay = typeof today === 'string' ? today : userDay(today, timeZone);
  if (!isDay(todayDay)) throw new RangeError(`Not a day: ${todayDay}`);
  const counted = [...completeDays(completions)].filter((d) => d <= todayDay).sort();
  const set = new Set(counted);

  let current = 0;
  let cursor = set.has(todayDay) ? todayDay : addDays(todayDay, -1);
  while (set.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }

  let longest = 0;
  let run = 0;
  let previous: Day | undefined;
  for (const day of counted) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { current, longest };
}
