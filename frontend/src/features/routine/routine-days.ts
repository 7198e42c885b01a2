/**
 * Calendar days of the routine screen, copied from functions/src/domain/routines/day.ts (the SPA does not
 * import server code; the server stays the authority on what a day may be completed). A day is a civil
 * date 'YYYY-MM-DD' in the routine's time zone; arithmetic is on UTC dates, so DST never shifts a day.
 */

/** The server's default zone: profiles keep no time zone yet, so every user's day is São Paulo's. */
export const ROUTINE_TIME_ZONE = 'America/Sao_Paulo';

export type Day = string;

const MS_PER_DAY = 86_400_000;
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ROUTINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The routine's day at an instant: 23:30 in São Paulo is still that day, though UTC is already the next. */
export function userDay(now: Date): Day {
  const parts = dayFormatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const toUtcMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);

export const addDays = (day: Day, n: number): Day =>
  new Date(toUtcMs(day) + n * MS_PER_DAY).toISOString().slice(0, 10);

const daysBetween = (from: Day, to: Day): number => Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);

const ptDayMonth = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Title of the day navigation (spec 2.10): 'Hoje', 'Ontem', 'Amanhã', else '20 de novembro'. */
export function dayLabel(day: Day, today: Day): string {
  const offset = daysBetween(today, day);
  if (offset === 0) return 'Hoje';
  if (offset === -1) return 'Ontem';
  if (offset === 1) return 'Amanhã';
  return ptDayMonth.format(new Date(toUtcMs(day)));
}

/** The next arrow is disabled when it would pass today. */
export const canNavigateNext = (day: Day, today: Day): boolean => day < today;

/** A stored day different from today; nothing stored is a first visit, not a new day. */
export const isNewDay = (lastCheckDate: string | null, today: Day): boolean =>
  Boolean(lastCheckDate) && lastCheckDate !== today;

export interface StepProgress {
  completed: number;
  total: number;
  /** Completed over total, rounded (spec 4); 0 without steps. */
  percent: number;
  /** 'X de Y passos'. */
  label: string;
  /** Every step done (199 of 200 rounds to 100% but is not done). */
  done: boolean;
}

export function stepProgress(steps: readonly { isCompleted: boolean }[]): StepProgress {
  const total = steps.length;
  const completed = steps.filter((s) => s.isCompleted).length;
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    label: `${completed} de ${total} passos`,
    done: total > 0 && completed === total,
  };
}
