import { describe, expect, it } from 'vitest';
import type { StepCompletion } from '../routines/completion';
import { streakAtRisk } from './streak-at-risk';

/** Every step of a one-step routine done on `day`: the day counts for the streak. */
const done = (day: string): StepCompletion => ({
  routineId: 'r1',
  stepId: 's1',
  day,
  routineStepIds: ['s1'],
  completedAt: `${day}T12:00:00.000Z`,
});

describe('streak at risk', () => {
  it('is the running streak when yesterday counted and today has nothing complete yet', () => {
    expect(streakAtRisk([done('2026-03-08'), done('2026-03-09')], '2026-03-10')).toBe(2);
  });

  it('is nothing once today is done', () => {
    expect(streakAtRisk([done('2026-03-09'), done('2026-03-10')], '2026-03-10')).toBeNull();
  });

  it('is nothing when the streak already broke (yesterday missed) or never started', () => {
    expect(streakAtRisk([done('2026-03-07')], '2026-03-10')).toBeNull();
    expect(streakAtRisk([], '2026-03-10')).toBeNull();
  });

  it('does not count a day only partly done', () => {
    const partly: StepCompletion = { ...done('2026-03-09'), routineStepIds: ['s1', 's2'] };
    expect(streakAtRisk([partly], '2026-03-10')).toBeNull();
  });
});
