import { lazy } from './lazy';

/**
 * Calendar days of the routine screen, one set of rules for the server (which decides what a day may
 * be completed) and the SPA (day navigation, new-day banner). A day is a civil date 'YYYY-MM-DD' in
 * the user's time zone (default America/Sao_Paulo). Instants become days only through `userDay`, with
 * the Intl time-zone database; everything else is calendar arithmetic on UTC dates, so DST and
 * offsets never shift a day.
 */

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** 'YYYY-MM-DD'. Strings of this shape compare in calendar order. */
export type Day = string;

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD; formatToParts keeps us independent of that anyway.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in a zone at an instant: its calendar day ('YYYY-MM-DD') and minute ('HH:MM'). */
export function wallClock(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): { day: Day; time: string } {
  const parts = clockFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whether Intl knows the IANA zone ('America/Manaus', 'UTC'...). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    clockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The user's calendar day at an instant: 23:30 in São Paulo is still that day, though UTC is already the next. */
export function userDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Day {
  return wallClock(now, timeZone).day;
}

/** A real calendar date in 'YYYY-MM-DD' form (not '2024-02-30'). */
export function isDay(value: string): value is Day {
  const m = DAY_SHAPE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

const toUtcMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromUtcMs = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after (negative: before), across month and year ends. */
export const addDays = (day: Day, n: number): Day => fromUtcMs(toUtcMs(day) + n * MS_PER_DAY);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);

const ptDayMonth = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/**
 * Title of the day navigation (spec 2.10): 'Hoje', 'Ontem', 'Amanhã', otherwise the pt-BR day and
 * month ('20 de novembro'), without the year, as the spec says.
 */
export function dayLabel(day: Day, today: Day): string {
  const offset = daysBetween(today, day);
  if (offset === 0) return 'Hoje';
  if (offset === -1) return 'Ontem';
  if (offset === 1) return 'Amanhã';
  return ptDayMonth().format(new Date(toUtcMs(day)));
}

/**
 * How many days back a step may still be marked: 1 is yesterday, the grace for someone who logs the
 * evening routine after midnight. Older days are history only, so a streak cannot be filled in by
 * hand afterwards.
 */
export const COMPLETION_GRACE_DAYS = 1;

/**
 * Whether a step may be marked done for `day` when it is `today` (both the user's days): today or up
 * to COMPLETION_GRACE_DAYS before, never a day still to come. The server enforces it, the routine
 * screen only offers the step buttons where it holds.
 */
export function canRecordOn(day: Day, today: Day): boolean {
  if (!isDay(day) || !isDay(today)) return false;
  const daysAgo = daysBetween(day, today);
  return daysAgo >= 0 && daysAgo <= COMPLETION_GRACE_DAYS;
}

/** The next arrow is disabled when it would pass today (spec 2.10). */
export const canNavigateNext = (day: Day, today: Day): boolean => day < today;

/**
 * Spec 4: a new day is detected by comparing today's day with `lastRoutineCheckDate` (stored as
 * 'YYYY-MM-DD'). Nothing stored yet means a first visit: nothing was reset, so it is not a new day;
 * the caller stores today either way.
 */
export function isNewDay(lastCheckDate: string | null | undefined, today: Day): boolean {
  if (!lastCheckDate) return false;
  return lastCheckDate !== today;
}
