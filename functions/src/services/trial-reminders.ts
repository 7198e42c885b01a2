import { plansRepository } from '../adapters/dynamo/plans-repository';
import { trialRemindersRepository } from '../adapters/dynamo/trial-reminders-repository';
import { mailer } from '../adapters/mail/mailer';
import { config } from '../config';
import { trialEndingNotification } from '../domain/notifications/moment-notifications';
import { candidateDays, dueForReminder, trialReminderMail } from '../domain/plans/trial-reminder';
import { logger } from '../lib/logger';
import { notifyQuietly } from './notifications/notify';

/**
 * Scheduled (hourly in AWS, every minute locally): tells each user whose free trial ends within two days, once:
 * a notification in the app (and by push) and an e-mail. The marker is claimed before sending, so two overlapping runs never send twice; a failed send is
 * logged and not retried (the trial end is also shown in the app), which keeps "at most once" true.
 */
export const sendTrialReminders = async (now: Date) => {
  const due = (
    await Promise.all(candidateDays(now).map((day) => trialRemindersRepository.trialsEndingOn(day)))
  )
    .flat()
    .filter((profile) => profile.isActive && dueForReminder(profile.trialEndsAt, now));
  if (due.length === 0) return { sent: 0 };
  const cheapest = (await plansRepository.list()).sort((a, b) => a.price - b.price)[0] ?? null;
  let sent = 0;
  for (const profile of due) {
    if (!(await trialRemindersRepository.claim(profile.userId, now))) continue;
    await notifyQuietly(profile.userId, trialEndingNotification(profile.trialEndsAt), now);
    const mail = trialReminderMail({
      name: profile.name,
      trialEndsAt: profile.trialEndsAt,
      appUrl: config.appUrl,
      cheapestPlan: cheapest ? { name: cheapest.name, price: cheapest.price } : null,
    });
    try {
      await mailer.send({ to: profile.email, ...mail });
      sent++;
    } catch (error) {
      logger.error('trial reminder not sent', { userId: profile.userId, error });
    }
  }
  logger.info('trial reminders', { due: due.length, sent });
  return { sent };
};
