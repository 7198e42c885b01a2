import { describe, expect, it } from 'vitest';
import {
  addDays,
  COMPLETION_GRACE_DAYS,
  canNavigateNext,
  canRecordOn,
  DEFAULT_TIME_ZONE,
  dayLabel,
  daysBetween,
  isDay,
  isNewDay,
  isValidTimeZone,
  userDay,
} from './routine-days';

describe('userDay', () => {
  it('keeps 23:30 in São Paulo on that day, though UTC is already the next', () => {
    const lateEvening = new Date('2024-11-21T02:30:00Z'); // 23:30 on the 20th in São Paulo (UTC−3)
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(userDay(lateEvening)).toBe('2024-11-20');
    expect(userDay(lateEvening, 'UTC')).toBe('2024-11-21');
  });

  it('gives the SPA, which passes its zone, the same São Paulo day', () => {
    expect(userDay(new Date('2024-11-21T02:30:00Z'), 'America/Sao_Paulo')).toBe('2024-11-20');
    expect(userDay(new Date('2024-11-21T03:00:00Z'), 'America/Sao_Paulo')).toBe('2024-11-21');
  });

  it('turns over at local midnight, across month and year ends', () => {
    expect(userDay(new Date('2025-01-01T02:59:59Z'))).toBe('2024-12-31');
    expect(userDay(new Date('2025-01-01T03:00:00Z'))).toBe('2025-01-01');
    expect(userDay(new Date('2024-03-01T02:59:00Z'))).toBe('2024-02-29');
  });

  it('follows the user zone, daylight saving included', () => {
    const instant = new Date('2024-06-15T03:30:00Z');
    expect(userDay(instant, 'America/Manaus')).toBe('2024-06-14'); // 23:30, UTC−4
    expect(userDay(instant, 'America/Noronha')).toBe('2024-06-15'); // 01:30, UTC−2
    expect(userDay(instant, 'Asia/Tokyo')).toBe('2024-06-15');
    // New York in summer time is UTC−4: 03:30Z is 23:30 of the day before.
    expect(userDay(instant, 'America/New_York')).toBe('2024-06-14');
    expect(userDay(new Date('2024-01-15T04:30:00Z'), 'America/New_York')).toBe('2024-01-14'); // 23:30 EST
  });

  it('knows which zones exist', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-12-30', '2025-01-02')).toBe(3);
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-13-01')).toBe(false);
    expect(isDay('2024-1-01')).toBe(false);
    expect(isDay('hoje')).toBe(false);
  });
});

describe('dayLabel', () => {
  it('says Hoje, Ontem and Amanhã around today', () => {
    expect(dayLabel('2024-11-20', '2024-11-20')).toBe('Hoje');
    expect(dayLabel('2024-11-19', '2024-11-20')).toBe('Ontem');
    expect(dayLabel('2024-11-21', '2024-11-20')).toBe('Amanhã');
  });

  it('writes other days as the pt-BR day and month', () => {
    expect(dayLabel('2024-11-18', '2024-11-20')).toBe('18 de novembro');
    expect(dayLabel('2024-03-01', '2024-11-20')).toBe('1 de março');
  });

  it('counts Ontem across the year end', () => {
    expect(dayLabel('2024-12-31', '2025-01-01')).toBe('Ontem');
    expect(dayLabel('2024-12-30', '2025-01-01')).toBe('30 de dezembro');
    expect(dayLabel('2024-12-31', '2025-01-02')).toBe('31 de dezembro');
  });
});

describe('day navigation and completion', () => {
  it('lets steps be marked today and yesterday only, never on a day to come', () => {
    expect(COMPLETION_GRACE_DAYS).toBe(1);
    expect(canRecordOn('2024-11-20', '2024-11-20')).toBe(true);
    expect(canRecordOn('2024-11-19', '2024-11-20')).toBe(true);
    expect(canRecordOn('2024-11-18', '2024-11-20')).toBe(false);
    expect(canRecordOn('2024-10-31', '2024-11-20')).toBe(false);
    expect(canRecordOn('2024-11-21', '2024-11-20')).toBe(false);
  });

  it('counts yesterday across month and year ends, and refuses malformed days', () => {
    expect(canRecordOn('2024-12-31', '2025-01-01')).toBe(true);
    expect(canRecordOn('2024-12-30', '2025-01-01')).toBe(false);
    expect(canRecordOn('2024-02-29', '2024-03-01')).toBe(true);
    expect(canRecordOn('2024-02-28', '2024-03-01')).toBe(false);
    expect(canRecordOn('2024-11-31', '2024-12-01')).toBe(false);
    expect(canRecordOn('2024-11-20', 'hoje')).toBe(false);
  });

  it('disables the next arrow on today', () => {
    expect(canNavigateNext('2024-11-19', '2024-11-20')).toBe(true);
    expect(canNavigateNext('2024-11-20', '2024-11-20')).toBe(false);
    expect(canNavigateNext('2024-12-31', '2025-01-01')).toBe(true);
  });

  it('detects a new day against lastRoutineCheckDate, not on a first visit', () => {
    expect(isNewDay('2024-11-19', '2024-11-20')).toBe(true);
    expect(isNewDay('2024-11-20', '2024-11-20')).toBe(false);
    expect(isNewDay(null, '2024-11-20')).toBe(false);
    expect(isNewDay(undefined, '2024-11-20')).toBe(false);
    // An old value in another format still differs from today.
    expect(isNewDay('Tue Nov 19 2024', '2024-11-20')).toBe(true);
  });
});
