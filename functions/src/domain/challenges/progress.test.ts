import { addDays } from '@pele/shared/routine-days';
import { describe, expect, it } from 'vitest';
import type { StepCompletion } from '../routines/completion';
import { challengeStatus, doneDaysOf } from './progress';

const start = '2026-03-01';
const day = (n: number) => addDays(start, n);
const days = (...ns: number[]) => new Set(ns.map(day));
const sunscreen = { kind: 'sunscreen_streak' as const, target: 7, windowDays: 7, startDay: start };
const checkIns = { kind: 'check_in_week' as const, target: 5, windowDays: 7, startDay: start };

const step = (id: string, title: string, product = 'Produto') => ({
  id,
  number: 1,
  title,
  product: { id: null, name: product, brand: null, image: null },
  time: '1 min',
  instruction: '',
});
const routines = [
  {
    id: 'm1',
    timeOfDay: 'morning' as const,
    steps: [step('clean', 'Limpeza'), step('spf', 'Protetor Solar')],
  },
  {
    id: 'e1',
    timeOfDay: 'evening' as const,
    steps: [step('clean-e', 'Limpeza'), step('serum', 'Tratamento')],
  },
];
const done = (routineId: string, stepId: string, d: string, steps: string[]): StepCompletion => ({
  routineId,
  stepId,
  day: d,
  routineStepIds: steps,
  completedAt: `${d}T12:00:00.000Z`,
});

describe('doneDaysOf', () => {
  it('counts a day of the morning sunscreen step once, whatever else was done', () => {
    const completions = [
      done('m1', 'spf', day(0), ['clean', 'spf']),
      done('m1', 'clean', day(1), ['clean', 'spf']),
      done('m1', 'spf', day(2), ['clean', 'spf']),
      done('m1', 'clean', day(2), ['clean', 'spf']),
    ];
    expect(doneDaysOf('sunscreen_streak', { routines, completions, checkInDays: [] })).toEqual(days(0, 2));
  });

  it('counts an evening only when every step of the evening routine was done', () => {
    const steps = ['clean-e', 'serum'];
    const completions = [
      done('e1', 'clean-e', day(0), steps),
      done('e1', 'serum', day(0), steps),
      done('e1', 'clean-e', day(1), steps),
      done('m1', 'clean', day(1), ['clean']),
    ];
    expect(doneDaysOf('evening_routine', { routines, completions, checkInDays: [] })).toEqual(days(0));
    expect(doneDaysOf('morning_routine', { routines, completions, checkInDays: [] })).toEqual(days(1));
  });

  it('takes the check-in days as they are, one per day', () => {
    const evidence = { routines, completions: [], checkInDays: [day(0), day(0), day(3)] };
    expect(doneDaysOf('check_in_week', evidence)).toEqual(days(0, 3));
  });
});

describe('challengeStatus', () => {
  it('follows progress inside the window only', () => {
    const status = challengeStatus(sunscreen, days(-1, 0, 1, 2), day(2));
    expect(status).toMatchObject({ state: 'active', progress: 3, percent: 43, doneToday: true, daysLeft: 5 });
    expect(status.doneDays).toEqual([day(0), day(1), day(2)]);
    expect(status.endDay).toBe(day(6));
    expect(status.atRisk).toBeNull();
  });

  it('completes on the day the target is reached, with that day as its end', () => {
    const status = challengeStatus(sunscreen, days(0, 1, 2, 3, 4, 5, 6), day(6));
    expect(status).toMatchObject({
      state: 'completed',
      progress: 7,
      percent: 100,
      endedOn: day(6),
      atRisk: null,
    });
  });

  it('in a streak, puts today at risk until it is done', () => {
    const status = challengeStatus(sunscreen, days(0, 1), day(2));
    expect(status.state).toBe('active');
    expect(status.atRisk).toContain('Hoje é decisivo');
  });

  it('keeps yesterday open for the grace, and says so', () => {
    const status = challengeStatus(sunscreen, days(0, 1, 3), day(3));
    expect(status.state).toBe('active');
    expect(status.atRisk).toContain('Ontem ainda conta');
    expect(challengeStatus(sunscreen, days(0, 1), day(3)).atRisk).toContain('Ontem e hoje');
  });

  it('is missed once the open days cannot reach the target', () => {
    const status = challengeStatus(sunscreen, days(0, 1, 3), day(4));
    expect(status).toMatchObject({ state: 'missed', progress: 3, daysLeft: 0, endedOn: day(4) });
  });

  it('leaves room for days off when the window is longer than the target', () => {
    expect(challengeStatus(checkIns, days(0), day(1)).atRisk).toBeNull();
    const tight = challengeStatus(checkIns, days(0, 1, 2), day(5));
    expect(tight.atRisk).toContain('Hoje é decisivo');
    // Day 5 is still open on day 6 (the grace), not on day 7.
    expect(challengeStatus(checkIns, days(0, 1, 2), day(6)).state).toBe('active');
    expect(challengeStatus(checkIns, days(0, 1, 2), day(7)).state).toBe('missed');
  });

  it('never names yesterday for a check-in, which the app records for today only', () => {
    const status = challengeStatus(checkIns, days(0, 1, 2, 4), day(6));
    expect(status.state).toBe('active');
    expect(status.atRisk).toContain('Hoje é decisivo');
    const graceOnly = challengeStatus(checkIns, days(0, 1, 2, 4), day(7));
    expect(graceOnly).toMatchObject({ state: 'active', atRisk: null, daysLeft: 0 });
  });

  it('ends as missed after the window once the grace is over', () => {
    expect(challengeStatus(checkIns, days(0, 1, 2, 4), day(8))).toMatchObject({
      state: 'missed',
      endedOn: day(6),
    });
  });
});
