import { sendRoutineReminders } from '../../services/notifications/routine-reminders';

/**
 * Scheduled (every 15 minutes in AWS, every minute locally): the routine reminders whose Brazil time has come,
 * once per reminder and day. EventBridge puts the scheduled time on the event; the local run and tests pass theirs.
 */
export const handler = (event?: { time?: string }) =>
  sendRoutineReminders(event?.time ? new Date(event.time) : new Date());
