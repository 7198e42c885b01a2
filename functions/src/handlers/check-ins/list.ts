import { listCheckIns } from '@pele/shared/routes/check-ins';
import { userDay } from '@pele/shared/routine-days';
import { checkInsRepository } from '../../adapters/dynamo/check-ins-repository';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { checkInHistory, periodStart } from '../../domain/check-ins/check-ins';
import { completeDays } from '../../domain/routines/completion';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf } from '../../services/routine-views';

/** The period's check-ins and routine days (two Queries on the caller's partition) and their comparison. */
export const handler = createHandler(listCheckIns, async ({ query, caller, account }) => {
  const today = userDay(new Date(), timeZoneOf(account));
  const from = periodStart(today, query.days);
  const [checkIns, completions] = await Promise.all([
    checkInsRepository.between(caller.userId, from, today),
    completionsRepository.between(caller.userId, from, today),
  ]);
  return checkInHistory({ days: query.days, today, checkIns, routineDays: completeDays(completions) });
});
