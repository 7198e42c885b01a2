import { describe, expect, it } from 'vitest';
import { addDays, canNavigateNext, dayLabel, isNewDay, stepProgress, userDay } from './routine-days';

describe('routine days', () => {
  it('takes the day in São Paulo: 23:30 there is still that day though UTC is already the next', () => {
    expect(userDay(new Date('2024-11-21T02:30:00Z'))).toBe('2024-11-20');
    expect(userDay(new Date('2024-11-21T03:00:00Z'))).toBe('2024-11-21');
  });

  it('moves across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('labels Hoje, Ontem, Amanhã, otherwise the pt-BR day and month', () => {
    expect(dayLabel('2024-11-20', '2024-11-20')).toBe('Hoje');
    expect(dayLabel('2024-11-19', '2024-11-20')).toBe('Ontem');
    expect(dayLabel('2024-11-21', '2024-11-20')).toBe('Amanhã');
    expect(dayLabel('2024-11-18', '2024-11-20')).toBe('18 de novembro');
    expect(dayLabel('2024-12-31', '2025-01-02')).toBe('31 de dezembro');
  });

  it('lets the day move forward only up to today', () => {
    expect(canNavigateNext('2024-11-19', '2024-11-20')).toBe(true);
    expect(canNavigateNext('2024-11-20', '2024-11-20')).toBe(false);
  });

  it('sees a new day only when a different day was stored', () => {
    expect(isNewDay(null, '2024-11-20')).toBe(false);
    expect(isNewDay('2024-11-20', '2024-11-20')).toBe(false);
    expect(isNewDay('2024-11-19', '2024-11-20')).toBe(true);
  });

  it('counts progress as rounded percent with the X de Y passos label', () => {
    const steps = (done: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({ isCompleted: i < done }));
    expect(stepProgress(steps(1, 3))).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
      label: '1 de 3 passos',
      done: false,
    });
    expect(stepProgress(steps(4, 4))).toMatchObject({ percent: 100, done: true });
    expect(stepProgress(steps(199, 200))).toMatchObject({ percent: 100, done: false });
    expect(stepProgress([])).toMatchObject({ percent: 0, label: '0 de 0 passos', done: false });
  });
});
