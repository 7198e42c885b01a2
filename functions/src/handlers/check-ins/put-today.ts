import { putTodayCheckIn } from '@pele/shared/routes/check-ins';
import { userDay } from '@pele/shared/routine-days';
import { checkInMessages } from '@pele/shared/schemas/check-ins';
import { checkInsRepository } from '../../adapters/dynamo/check-ins-repository';
import { checkInDay } from '../../domain/check-ins/check-ins';
import { badRequest } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf } from '../../services/routine-views';

/**
 * Records the day's skin score: today in the user's zone, or the `day` a score kept offline was given on (today
 * or yesterday; older and later days are 400 on `day`). Idempotent per day: sending again replaces the score.
 */
export const handler = createHandler(putTodayCheckIn, async ({ body, caller, account }) => {
  const now = new Date();
  const today = userDay(now, timeZoneOf(account));
  const result = checkInDay(today, body.day);
  if (!result.ok) {
    const message =
      result.reason === 'future_day' ? checkInMessages.futureDay : checkInMessages.pastDayClosed;
    throw badRequest(message, { day: message });
  }
  const saved = await checkInsRepository.save(caller.userId, { day: result.day, score: body.score }, now);
  return { ...saved, today };
});
