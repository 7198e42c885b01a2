import { addDays } from '@pele/shared/routine-days';
import { describe, expect, it } from 'vitest';
import { recordCompletion, type StepCompletion } from './completion';
import { STREAK_HELP_TEXT, streak } from './streak';

const MORNING = ['m1', 'm2', 'm3', 'm4'];
const EVENING = ['e1', 'e2', 'e3'];

/** Completions of the given steps of a routine on a day, each with the routine's steps then. */
function completed(
  day: string,
  routineId: string,
  stepIds: string[],
  routineStepIds = stepIds,
): StepCompletion[] {
  return stepIds.map((stepId) => ({
    routineId,
    stepId,
    day,
    routineStepIds,
    completedAt: `${day}T12:00:00.000Z`,
  }));
}
const morningDone = (day: string) => completed(day, 'morning', MORNING);

describe('streak', () => {
  it('is zero without completions', () => {
    expect(streak([], '2024-11-20')).toEqual({ current: 0, longest: 0 });
  });

  it('counts consecutive complete days ending today', () => {
    const history = ['2024-11-18', '2024-11-19', '2024-11-20'].flatMap(morningDone);
    expect(streak(history, '2024-11-20')).toEqual({ current: 3, longest: 3 });
  });

  it('is not broken by today not being done yet', () => {
    const history = ['2024-11-18', '2024-11-19'].flatMap(morningDone);
    expect(streak(history, '2024-11-20')).toEqual({ current: 2, longest: 2 });
    // Today partly done changes nothing either.
    const partial = [...history, ...completed('2024-11-20', 'morning', ['m1', 'm2'], MORNING)];
    expect(streak(partial, '2024-11-20').current).toBe(2);
  });

  it('is broken by a whole day missed, while the longest run is kept', () => {
    const history = ['2024-11-10', '2024-11-11', '2024-11-12', '2024-11-17', '2024-11-18'].flatMap(
      morningDone,
    );
    expect(streak(history, '2024-11-20')).toEqual({ current: 0, longest: 3 });
    expect(streak(history, '2024-11-19')).toEqual({ current: 2, longest: 3 });
  });

  it('needs every step of one routine; either routine is enough', () => {
    const history = [
      ...completed('2024-11-18', 'morning', ['m1', 'm2', 'm3'], MORNING), // 3 of 4: not counted
      ...completed('2024-11-19', 'evening', EVENING), // the evening alone counts
      ...completed('2024-11-20', 'morning', ['m1', 'm2'], MORNING), // half of each routine: not counted
      ...completed('2024-11-20', 'evening', ['e1', 'e2'], EVENING),
    ];
    expect(streak(history, '2024-11-20')).toEqual({ current: 1, longest: 1 });
  });

  it('runs across month ends, leap days and the year end', () => {
    const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
    expect(streak(days('2024-01-30', 3).flatMap(morningDone), '2024-02-01').current).toBe(3);
    expect(streak(days('2024-02-27', 4).flatMap(morningDone), '2024-03-01').current).toBe(4);
    expect(streak(['2023-02-28', '2023-03-01'].flatMap(morningDone), '2023-03-01').current).toBe(2);
    expect(streak(days('2024-12-29', 5).flatMap(morningDone), '2025-01-02')).toEqual({
      current: 5,
      longest: 5,
    });
  });

  it('judges each day against the steps the routine had then', () => {
    const history = [
      ...completed('2024-11-18', 'morning', MORNING), // four steps then
      ...completed('2024-11-19', 'morning', ['m1', 'm2', 'n5'], ['m1', 'm2', 'n5']), // edited to three
      // Edited during the day: two steps done, then the routine lost m3/m4 and gained n5, then n5 done.
      ...completed('2024-11-20', 'morning', ['m1', 'm2'], MORNING),
      ...completed('2024-11-20', 'morning', ['n5'], ['m1', 'm2', 'n5']),
    ];
    expect(streak(history, '2024-11-20')).toEqual({ current: 3, longest: 3 });
    // A step added to the routine later does not undo a day that was complete.
    const later = [...history, ...completed('2024-11-20', 'morning', ['n6'], ['m1', 'm2', 'n5', 'n6'])];
    expect(streak(later, '2024-11-20').current).toBe(3);
  });

  it('keeps counting days of a routine that was regenerated or deleted since', () => {
    const history = [...morningDone('2024-11-19'), ...completed('2024-11-20', 'new-morning', ['x1', 'x2'])];
    expect(streak(history, '2024-11-20').current).toBe(2);
  });

  it('takes today in the user zone: 23:30 in São Paulo is still that day', () => {
    const routine = { id: 'morning', steps: MORNING.map((id) => ({ id })) };
    const lateEvening = new Date('2024-11-21T02:30:00Z'); // 23:30 on the 20th in São Paulo
    const history = [...morningDone('2024-11-19')];
    for (const stepId of MORNING) {
      const result = recordCompletion({ routine, stepId, now: lateEvening, timeZone: 'America/Sao_Paulo' });
      if (result.ok) history.push(result.completion);
    }
    expect(history.at(-1)?.day).toBe('2024-11-20');
    expect(streak(history, lateEvening, 'America/Sao_Paulo')).toEqual({ current: 2, longest: 2 });
    // The next morning in São Paulo the streak still holds (today not done yet).
    expect(streak(history, new Date('2024-11-21T11:00:00Z'), 'America/Sao_Paulo').current).toBe(2);
    // In UTC it is already the 21st at 02:30, still within the grace of today.
    expect(streak(history, lateEvening, 'UTC').current).toBe(2);
    // Two days later the streak is gone.
    expect(streak(history, new Date('2024-11-22T15:00:00Z'), 'America/Sao_Paulo').current).toBe(0);
  });

  it('ignores repeated completions and days after today', () => {
    const history = [
      ...morningDone('2024-11-20'),
      ...morningDone('2024-11-20'),
      ...morningDone('2024-11-22'),
    ];
    expect(streak(history, '2024-11-20')).toEqual({ current: 1, longest: 1 });
  });

  it('has a pt-BR help text that states the rule', () => {
    expect(STREAK_HELP_TEXT).toMatch(/todos os passos de pelo menos uma rotina/);
    expect(STREAK_HELP_TEXT).toMatch(/hoje ainda não foi concluído/);
    expect(STREAK_HELP_TEXT).toMatch(/marcar passos de hoje ou de ontem/);
  });
});
