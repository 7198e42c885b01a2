import { DEFAULT_TIME_ZONE, wallClock } from '@pele/shared/routine-days';
import type { ReminderSlot } from '@pele/shared/schemas/notifications';

/**
 * When a routine reminder is due. A reminder's time is a wall-clock time in Brazil (America/Sao_Paulo); the
 * scheduled job runs every few minutes and asks which wall-clock minutes passed since its previous run, each
 * with the calendar day it belongs to (a window that crosses midnight spans two days). A reminder is sent once
 * per slot and day: the day is part of the once-only marker, so a run that overlaps the previous one, or a
 * window wider than the schedule, never sends twice.
 */
export interface DueMinute {
  /** 'YYYY-MM-DD' in the zone. */
  day: string;
  /** 'HH:MM' in the zone. */
  time: string;
}

/**
 * The wall-clock minutes of the window (now − windowMinutes, now], oldest first, one per distinct minute (a
 * DST change cannot repeat one: Brazil has had none since 2019, and a repeated minute would collapse here).
 */
export function dueMinutes(
  now: Date,
  windowMinutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): DueMinute[] {
  const seen = new Map<string, DueMinute>();
  const lastMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  for (let back = windowMinutes - 1; back >= 0; back--) {
    const minute = wallClock(new Date(lastMinute - back * 60_000), timeZone);
    seen.set(`${minute.day} ${minute.time}`, minute);
  }
  return [...seen.values()];
}

/** The marker key that makes a reminder once per slot and day. */
export const reminderOccurrence = (slot: ReminderSlot, day: string) => `${slot}#${day}`;

const REMINDER_WORDS: Record<ReminderSlot, { title: string; body: string }> = {
  morning: { title: 'Hora da rotina da manhã', body: 'Sua pele agradece: faça os passos da manhã.' },
  evening: { title: 'Hora da rotina da noite', body: 'Antes de dormir, faça os passos da noite.' },
};

export const reminderNotification = (slot: ReminderSlot) => ({
  kind: 'routine_reminder' as const,
  ...REMINDER_WORDS[slot],
  link: '/app/routine',
});
