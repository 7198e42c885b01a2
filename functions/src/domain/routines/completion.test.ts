import { describe, expect, it } from 'vitest';
import { completeDays, completedStepIds, completionKey, recordCompletion } from './completion';

const routine = { id: 'r1', steps: [{ id: 's1' }, { id: 's2' }] };

describe('recordCompletion', () => {
  it('records today in the user zone with a snapshot of the routine steps', () => {
    const now = new Date('2024-11-21T02:30:00Z'); // 23:30 on the 20th in São Paulo
    expect(recordCompletion({ routine, stepId: 's2', now })).toEqual({
      ok: true,
      completion: {
        routineId: 'r1',
        stepId: 's2',
        day: '2024-11-20',
        routineStepIds: ['s1', 's2'],
        completedAt: '2024-11-21T02:30:00.000Z',
      },
    });
  });

  it('accepts yesterday in the user zone and refuses a day still to come', () => {
    const now = new Date('2024-11-21T01:00:00Z'); // already the 21st in UTC, the 20th in São Paulo
    const yesterday = recordCompletion({ routine, stepId: 's1', now, date: '2024-11-19' });
    expect(yesterday.ok && yesterday.completion.day).toBe('2024-11-19');
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-11-21' })).toEqual({
      ok: false,
      reason: 'future_day',
    });
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-11-21', timeZone: 'UTC' }).ok).toBe(
      true,
    );
  });

  it('closes days older than yesterday, so a streak cannot be filled in afterwards', () => {
    const now = new Date('2024-11-21T01:00:00Z'); // the 20th in São Paulo
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-11-18' })).toEqual({
      ok: false,
      reason: 'past_day_closed',
    });
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-10-01' })).toEqual({
      ok: false,
      reason: 'past_day_closed',
    });
    // In UTC it is already the 21st: the 19th is two days back there.
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-11-19', timeZone: 'UTC' })).toEqual({
      ok: false,
      reason: 'past_day_closed',
    });
  });

  it('refuses an unknown step or a malformed day', () => {
    const now = new Date('2024-11-20T12:00:00Z');
    expect(recordCompletion({ routine, stepId: 'nope', now })).toEqual({ ok: false, reason: 'unknown_step' });
    expect(recordCompletion({ routine, stepId: 's1', now, date: '2024-02-30' })).toEqual({
      ok: false,
      reason: 'invalid_day',
    });
  });

  it('gives the same key to the same step on the same day, so recording twice is idempotent', () => {
    const a = { routineId: 'r1', stepId: 's1', day: '2024-11-20' };
    expect(completionKey(a)).toBe(completionKey({ ...a }));
    expect(completionKey(a)).not.toBe(completionKey({ ...a, day: '2024-11-21' }));
  });
});

describe('reading completions back', () => {
  const history = [
    { routineId: 'r1', stepId: 's1', day: '2024-11-19', routineStepIds: ['s1', 's2'], completedAt: '' },
    { routineId: 'r1', stepId: 's2', day: '2024-11-19', routineStepIds: ['s1', 's2'], completedAt: '' },
    { routineId: 'r1', stepId: 's1', day: '2024-11-20', routineStepIds: ['s1', 's2'], completedAt: '' },
    { routineId: 'r2', stepId: 's2', day: '2024-11-20', routineStepIds: ['s2'], completedAt: '' },
  ];

  it('marks the steps completed on a given day for the day navigation', () => {
    expect([...completedStepIds(history, 'r1', '2024-11-19')].sort()).toEqual(['s1', 's2']);
    expect([...completedStepIds(history, 'r1', '2024-11-20')]).toEqual(['s1']);
    expect([...completedStepIds(history, 'r1', '2024-11-18')]).toEqual([]);
  });

  it('finds the days with a fully completed routine, without mixing routines', () => {
    // On the 20th r1 lacks s2; r2's s2 does not count for r1, but r2 itself is complete.
    expect([...completeDays(history)].sort()).toEqual(['2024-11-19', '2024-11-20']);
    expect([...completeDays(history.slice(0, 3))]).toEqual(['2024-11-19']);
  });
});
