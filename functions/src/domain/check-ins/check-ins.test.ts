import { addDays } from '@pele/shared/routine-days';
import { describe, expect, it } from 'vitest';
import { checkInDay, checkInHistory, compareRoutineDays, periodStart } from './check-ins';

const checkIn = (day: string, score: number) => ({
  day,
  score,
  createdAt: `${day}T12:00:00.000Z`,
  updatedAt: `${day}T12:00:00.000Z`,
});

describe('checkInDay', () => {
  it('takes today when no day is named', () => {
    expect(checkInDay('2026-11-28')).toEqual({ ok: true, day: '2026-11-28' });
  });

  it('takes yesterday, for a score kept offline across midnight', () => {
    expect(checkInDay('2026-03-01', '2026-02-28')).toEqual({ ok: true, day: '2026-02-28' });
  });

  it('refuses a day still to come and a day before yesterday', () => {
    expect(checkInDay('2026-11-28', '2026-11-29')).toEqual({ ok: false, reason: 'future_day' });
    expect(checkInDay('2026-11-28', '2026-11-26')).toEqual({ ok: false, reason: 'past_day_closed' });
  });
});

describe('periodStart', () => {
  it('counts today as the last of the period', () => {
    expect(periodStart('2026-11-28', 30)).toBe('2026-10-30');
    expect(periodStart('2026-03-01', 1)).toBe('2026-03-01');
  });
});

describe('compareRoutineDays', () => {
  const days = (start: string, n: number, score: number) =>
    Array.from({ length: n }, (_, i) => checkIn(addDays(start, i), score));

  it('says nothing until each kind has the minimum of days', () => {
    const checkIns = [...days('2026-11-01', 7, 80), ...days('2026-11-08', 6, 40)];
    const routine = new Set(checkIns.slice(0, 7).map((c) => c.day));
    expect(compareRoutineDays(checkIns, routine, 7)).toBeNull();
  });

  it('averages each kind to one decimal once both have enough days', () => {
    const withRoutine = [...days('2026-11-01', 6, 80), checkIn('2026-11-07', 81)];
    const without = days('2026-11-08', 7, 40);
    const result = compareRoutineDays(
      [...withRoutine, ...without],
      new Set(withRoutine.map((c) => c.day)),
      7,
    );
    expect(result).toEqual({
      withRoutine: { days: 7, averageScore: 80.1 },
      withoutRoutine: { days: 7, averageScore: 40 },
      minimumDays: 7,
    });
  });

  it('ignores routine days without a check-in', () => {
    const checkIns = days('2026-11-01', 7, 50);
    const routine = new Set(days('2026-10-01', 10, 0).map((c) => c.day));
    expect(compareRoutineDays(checkIns, routine, 7)).toBeNull();
  });
});

describe('checkInHistory', () => {
  it('keeps the period only, oldest first, and lists its routine days', () => {
    const history = checkInHistory({
      days: 30,
      today: '2026-11-28',
      checkIns: [checkIn('2026-11-28', 70), checkIn('2026-10-29', 10), checkIn('2026-11-01', 60)],
      routineDays: ['2026-11-01', '2026-10-01', '2026-11-01'],
    });
    expect(history.from).toBe('2026-10-30');
    expect(history.checkIns.map((c) => c.day)).toEqual(['2026-11-01', '2026-11-28']);
    expect(history.routineDays).toEqual(['2026-11-01']);
    expect(history.comparison).toBeNull();
  });
});
