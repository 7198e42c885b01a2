import { describe, expect, it } from 'vitest';
import { canCompleteOn, type RoutineRecord, routinesForDay, withStepIds } from './routine-record';

const TZ = 'America/Sao_Paulo';

const routine = (
  id: string,
  timeOfDay: 'morning' | 'evening',
  createdAt: string,
  retiredAt: string | null = null,
): RoutineRecord => ({
  id,
  userId: 'u1',
  name: id,
  timeOfDay,
  origin: 'generated',
  steps: [],
  createdAt,
  updatedAt: createdAt,
  retiredAt,
  retiredReason: retiredAt ? 'replaced' : null,
});

// Generated on the 10th, replaced on the 15th at 01:00 UTC (still the 14th in São Paulo).
const oldMorning = routine('old-m', 'morning', '2024-11-10T12:00:00Z', '2024-11-15T01:00:00Z');
const oldEvening = routine('old-e', 'evening', '2024-11-10T12:00:00Z', '2024-11-15T01:00:00Z');
const newMorning = routine('new-m', 'morning', '2024-11-15T01:00:00Z');
const newEvening = routine('new-e', 'evening', '2024-11-15T01:00:00Z');
const all = [newEvening, oldMorning, newMorning, oldEvening];
const ids = (list: RoutineRecord[]) => list.map((r) => r.id);

describe('routinesForDay', () => {
  it('shows the current routines today, morning first', () => {
    expect(ids(routinesForDay(all, [], '2024-11-20', '2024-11-20', TZ))).toEqual(['new-m', 'new-e']);
  });

  it('shows the routines current at the end of a past day, in the user zone', () => {
    expect(ids(routinesForDay(all, [], '2024-11-12', '2024-11-20', TZ))).toEqual(['old-m', 'old-e']);
    // Replaced at 22:00 on the 14th in São Paulo: the 14th already ended with the new ones.
    expect(ids(routinesForDay(all, [], '2024-11-14', '2024-11-20', TZ))).toEqual(['new-m', 'new-e']);
  });

  it('prefers, per time of day, the routine that was really completed that day', () => {
    const shown = routinesForDay(all, [{ routineId: 'old-m' }], '2024-11-14', '2024-11-20', TZ);
    expect(ids(shown)).toEqual(['old-m', 'new-e']);
  });

  it('shows nothing for a day before any routine unless steps were recorded for it', () => {
    expect(routinesForDay(all, [], '2024-11-01', '2024-11-20', TZ)).toEqual([]);
    expect(ids(routinesForDay(all, [{ routineId: 'new-m' }], '2024-11-01', '2024-11-20', TZ))).toEqual([
      'new-m',
    ]);
  });
});

describe('canCompleteOn', () => {
  it('lets a current routine record any day and a retired one only the days it was current', () => {
    expect(canCompleteOn(newMorning, '2024-11-01', TZ)).toBe(true);
    expect(canCompleteOn(oldMorning, '2024-11-13', TZ)).toBe(true);
    expect(canCompleteOn(oldMorning, '2024-11-14', TZ)).toBe(false);
  });
});

describe('withStepIds', () => {
  it('keeps the ids steps have, gives new ones to the rest, and sorts by number', () => {
    let n = 0;
    const steps = withStepIds(
      [
        {
          id: 'keep',
          number: 2,
          title: 'B',
          product: { id: null, name: 'x', brand: null, image: null },
          time: '1 min',
          instruction: '',
        },
        {
          number: 1,
          title: 'A',
          product: { id: null, name: 'y', brand: null, image: null },
          time: '1 min',
          instruction: '',
        },
      ],
      () => `new-${++n}`,
    );
    expect(steps.map((s) => [s.number, s.id])).toEqual([
      [1, 'new-1'],
      [2, 'keep'],
    ]);
  });
});
