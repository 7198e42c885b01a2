import { sendTrialReminders } from '../../services/trial-reminders';

/**
 * Scheduled (hourly in AWS, every minute locally): e-mails each user whose free trial ends within two days, once
 * (sendTrialReminders). EventBridge puts the scheduled time on the event; the local run and tests pass theirs.
 */
export const handler = (event?: { time?: string }) =>
  sendTrialReminders(event?.time ? new Date(event.time) : new Date());
