import { remindersRepository } from '../../adapters/dynamo/reminders-repository';
import {
  dueMinutes,
  reminderNotification,
  reminderOccurrence,
} from '../../domain/notifications/reminder-schedule';
import { logger } from '../../lib/logger';
import { notifyQuietly } from './notify';

/**
 * How far back each run looks. The job runs every 15 minutes in AWS (every minute locally); a window twice as
 * wide covers a late or skipped run, and the once-per-slot-and-day marker keeps overlapping windows from
 * sending twice.
 */
export const REMINDER_WINDOW_MINUTES = 30;

/**
 * Scheduled: for each Brazil minute that passed in the window, the reminders set for it get one notification
 * (and push) per slot and day. The marker is claimed before the notification, so two runs never both send.
 */
export async function sendRoutineReminders(now: Date, windowMinutes: number = REMINDER_WINDOW_MINUTES) {
  let sent = 0;
  for (const minute of dueMinutes(now, windowMinutes)) {
    for (const due of await remindersRepository.dueAt(minute.time)) {
      if (!(await remindersRepository.claim(due.userId, reminderOccurrence(due.slot, minute.day), now)))
        continue;
      await notifyQuietly(due.userId, reminderNotification(due.slot), now);
      sent++;
    }
  }
  if (sent > 0) logger.info('routine reminders', { sent });
  return { reminded: sent };
}
