import { describe, expect, it } from 'vitest';
import { CHALLENGES } from './catalog';
import { joinRefusal, newChallengeRecord } from './join';
import { proposeChallenges } from './propose';

const { proposals } = proposeChallenges({ analysis: undefined, routines: [], running: new Set() });

describe('joinRefusal', () => {
  it('accepts a proposed kind under the limit', () => {
    expect(joinRefusal({ kind: 'check_in_week', proposals, running: [] })).toBeNull();
  });
  it('refuses a kind that was not proposed to the caller', () => {
    expect(joinRefusal({ kind: 'sunscreen_streak', proposals, running: [] })).toBe('not_proposed');
  });
  it('refuses a kind already running, and more than the maximum at a time', () => {
    expect(joinRefusal({ kind: 'check_in_week', proposals, running: ['check_in_week'] })).toBe(
      'already_active',
    );
    const running = ['sunscreen_streak', 'evening_routine', 'morning_routine'] as const;
    expect(joinRefusal({ kind: 'check_in_week', proposals, running: [...running] })).toBe('too_many');
  });
});

describe('newChallengeRecord', () => {
  it('starts on the user’s today with the proposal’s terms', () => {
    const [proposal] = proposals;
    if (!proposal) throw new Error('no proposal');
    const record = newChallengeRecord(proposal, {
      id: 'c1',
      today: '2026-03-01',
      now: new Date('2026-03-01T15:00:00Z'),
    });
    expect(record).toMatchObject({
      id: 'c1',
      kind: 'check_in_week',
      startDay: '2026-03-01',
      state: 'active',
      target: CHALLENGES.check_in_week.target,
      endedOn: null,
      finalDays: null,
    });
  });
});
