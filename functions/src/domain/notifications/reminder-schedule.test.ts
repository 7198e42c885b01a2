import { wallClock } from '@pele/shared/routine-days';
import { describe, expect, it } from 'vitest';
import { dueMinutes, reminderOccurrence } from './reminder-schedule';

describe('routine reminder schedule', () => {
  it('reads the wall clock of Brazil, three hours behind UTC', () => {
    expect(wallClock(new Date('2026-03-10T10:30:00Z'))).toEqual({ day: '2026-03-10', time: '07:30' });
    expect(wallClock(new Date('2026-03-10T02:15:00Z'))).toEqual({ day: '2026-03-09', time: '23:15' });
  });

  it('lists each wall-clock minute that passed in the window, oldest first', () => {
    const minutes = dueMinutes(new Date('2026-03-10T10:30:40Z'), 3);
    expect(minutes).toEqual([
      { day: '2026-03-10', time: '07:28' },
      { day: '2026-03-10', time: '07:29' },
      { day: '2026-03-10', time: '07:30' },
    ]);
  });

  it('gives a window across midnight in Brazil the day each minute belongs to', () => {
    const minutes = dueMinutes(new Date('2026-03-10T03:01:00Z'), 3);
    expect(minutes).toEqual([
      { day: '2026-03-09', time: '23:59' },
      { day: '2026-03-10', time: '00:00' },
      { day: '2026-03-10', time: '00:01' },
    ]);
  });

  it('names one occurrence per slot and day, so overlapping runs claim the same marker', () => {
    const first = dueMinutes(new Date('2026-03-10T10:31:00Z'), 30).find((m) => m.time === '07:30');
    const second = dueMinutes(new Date('2026-03-10T10:45:00Z'), 30).find((m) => m.time === '07:30');
    expect(first && reminderOccurrence('morning', first.day)).toBe('morning#2026-03-10');
    expect(second && reminderOccurrence('morning', second.day)).toBe('morning#2026-03-10');
    expect(reminderOccurrence('evening', '2026-03-10')).not.toBe(reminderOccurrence('morning', '2026-03-10'));
  });
});
