import { addDays, COMPLETION_GRACE_DAYS, type Day, daysBetween } from '@pele/shared/routine-days';
import type { ChallengeKind, ChallengeState } from '@pele/shared/schemas/challenges';
import { completeDays, type StepCompletion } from '../routines/completion';
import type { RoutineRecord } from '../routines/routine-record';
import { CHALLENGES, isSunscreenStep } from './catalog';

/** The records a challenge's progress is read from: the source of truth, never a counter of its own. */
export interface ChallengeEvidence {
  /** Every routine of the user, retired ones included (a completion keeps pointing to its routine). */
  routines: readonly Pick<RoutineRecord, 'id' | 'timeOfDay' | 'steps'>[];
  completions: readonly StepCompletion[];
  checkInDays: readonly Day[];
}

const routineIds = (evidence: ChallengeEvidence, timeOfDay: 'morning' | 'evening') =>
  new Set(evidence.routines.filter((r) => r.timeOfDay === timeOfDay).map((r) => r.id));

/**
 * The user's days that count for a challenge kind, as a set: a day with two completions of the sunscreen step
 * (two routines, a retry) or a check-in changed three times counts once.
 */
export function doneDaysOf(kind: ChallengeKind, evidence: ChallengeEvidence): Set<Day> {
  const source = CHALLENGES[kind].source;
  if (source === 'check_in') return new Set(evidence.checkInDays);
  if (source === 'sunscreen_step') {
    const sunscreenSteps = new Set(
      evidence.routines
        .filter((r) => r.timeOfDay === 'morning')
        .flatMap((r) => r.steps.filter(isSunscreenStep).map((step) => `${r.id}#${step.id}`)),
    );
    return new Set(
      evidence.completions.filter((c) => sunscreenSteps.has(`${c.routineId}#${c.stepId}`)).map((c) => c.day),
    );
  }
  const ids = routineIds(evidence, source === 'morning_routine' ? 'morning' : 'evening');
  return completeDays(evidence.completions.filter((c) => ids.has(c.routineId)));
}

export interface ChallengeTerms {
  kind: ChallengeKind;
  target: number;
  windowDays: number;
  startDay: Day;
}

export interface ChallengeStatus {
  state: ChallengeState;
  endDay: Day;
  doneDays: Day[];
  progress: number;
  percent: number;
  doneToday: boolean;
  daysLeft: number;
  atRisk: string | null;
  endedOn: Day | null;
}

/** The later of two days ('YYYY-MM-DD' compares in calendar order). */
const later = (a: Day, b: Day): Day => (a > b ? a : b);

const daysFrom = (first: Day, last: Day): Day[] =>
  first > last ? [] : Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));

/**
 * pt-BR line of the days at risk: today, yesterday (still open for the grace) or both. Yesterday is named only
 * where the app lets a person record it (the routine's day navigation); a check-in is given for today only.
 */
const riskLine = (kind: ChallengeKind, days: 'today' | 'yesterday' | 'both'): string | null => {
  const { todo, source } = CHALLENGES[kind];
  const today = `Hoje é decisivo: ${todo} até o fim do dia para não perder o desafio.`;
  if (source === 'check_in') return days === 'yesterday' ? null : today;
  if (days === 'today') return today;
  if (days === 'yesterday')
    return `Ontem ainda conta: na Sua Rotina, volte para ontem e ${todo} ainda hoje para não perder o desafio.`;
  return `Ontem e hoje são decisivos: ${todo} hoje e também no dia de ontem, na Sua Rotina.`;
};

/**
 * Where a challenge stands on `today` (the user's day), from the days done. Days count inside the challenge's
 * window only. Completed as soon as the target is reached. Missed once the days still open cannot reach it:
 * yesterday stays open while it may still be recorded (the routine's grace), so a step logged after midnight
 * still counts. At risk when leaving today undone would lose it.
 */
export function challengeStatus(terms: ChallengeTerms, done: ReadonlySet<Day>, today: Day): ChallengeStatus {
  const endDay = addDays(terms.startDay, terms.windowDays - 1);
  const lastSeen = today < endDay ? today : endDay;
  const doneDays = daysFrom(terms.startDay, lastSeen).filter((d) => done.has(d));
  const progress = Math.min(doneDays.length, terms.target);
  const percent = Math.round((progress / terms.target) * 100);
  const doneToday = done.has(today) && today >= terms.startDay && today <= endDay;
  const base = { endDay, doneDays, progress, percent, doneToday };
  if (doneDays.length >= terms.target)
    return {
      ...base,
      state: 'completed',
      daysLeft: 0,
      atRisk: null,
      endedOn: doneDays[terms.target - 1] ?? today,
    };

  const firstOpen = addDays(today, -COMPLETION_GRACE_DAYS);
  const openDays = daysFrom(later(firstOpen, terms.startDay), endDay).filter((d) => !done.has(d));
  const needed = terms.target - progress;
  if (openDays.length < needed)
    return { ...base, state: 'missed', daysLeft: 0, atRisk: null, endedOn: today < endDay ? today : endDay };

  const fromToday = daysFrom(later(today, terms.startDay), endDay);
  const openFromToday = fromToday.filter((d) => !done.has(d)).length;
  // Open days from today on fall short: yesterday's open day is needed too.
  const yesterdayNeeded = openFromToday < needed;
  const todayNeeded = !doneToday && today >= terms.startDay && today <= endDay && openFromToday - 1 < needed;
  const risk = todayNeeded ? (yesterdayNeeded ? 'both' : 'today') : yesterdayNeeded ? 'yesterday' : null;
  return {
    ...base,
    state: 'active',
    daysLeft: fromToday.length,
    atRisk: risk ? riskLine(terms.kind, risk) : null,
    endedOn: null,
  };
}
