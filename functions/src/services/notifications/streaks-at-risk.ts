import { addDays, wallClock } from '@pele/shared/routine-days';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { remindersRepository } from '../../adapters/dynamo/reminders-repository';
import { streakAtRiskNotification } from '../../domain/notifications/moment-notifications';
import { STREAK_CHECK_TIME, streakAtRisk } from '../../domain/notifications/streak-at-risk';
import { logger } from '../../lib/logger';
import { notifyQuietly } from './notify';

/**
 * Scheduled (daily at 20:00 Brazil time in AWS, every minute locally, acting only from 20:00): tells each person
 * whose streak ends at midnight unless they finish a routine today, once a day. Only people who completed a step
 * yesterday can have such a streak, so only they are read (pattern 56).
 */
export async function notifyStreaksAtRisk(now: Date) {
  const clock = wallClock(now);
  if (clock.time < STREAK_CHECK_TIME) return { streaksAtRisk: 0 };
  let told = 0;
  for (const userId of await completionsRepository.usersActiveOn(addDays(clock.day, -1))) {
    const days = streakAtRisk(await completionsRepository.all(userId), clock.day);
    if (days === null) continue;
    if (!(await remindersRepository.claim(userId, `streak#${clock.day}`, now))) continue;
    await notifyQuietly(userId, streakAtRiskNotification(days), now);
    told++;
  }
  if (told > 0) logger.info('streaks at risk', { told });
  return { streaksAtRisk: told };
}
