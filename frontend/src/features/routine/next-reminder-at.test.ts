import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './next-reminder-at';

describe('nextReminderAt', () => {
  it('is later today before the hour, tomorrow at or after it', () => {
    expect(nextReminderAt(new Date(2025, 2, 10, 6, 0), '7:30')).toEqual(new Date(2025, 2, 10, 7, 30));
    expect(nextReminderAt(new Date(2025, 2, 10, 7, 30), '7:30')).toEqual(new Date(2025, 2, 11, 7, 30));
    expect(nextReminderAt(new Date(2025, 2, 31, 22, 0), '7:30')).toEqual(new Date(2025, 3, 1, 7, 30));
  });
});
