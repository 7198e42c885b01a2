import { userDay } from '@pele/shared/routine-days';
import { checkInsRepository } from '../adapters/dynamo/check-ins-repository';
import { completionsRepository } from '../adapters/dynamo/completions-repository';
import { checkInHistory, periodStart } from '../domain/check-ins/check-ins';
import { completeDays } from '../domain/routines/completion';

/** The period's check-ins and routine days (two Queries on the user's partition) and their comparison. */
export const checkInHistoryOf = async (userId: string, days: number, timeZone: string) => {
  const today = userDay(new Date(), timeZone);
  const from = periodStart(today, days);
  const [checkIns, completions] = await Promise.all([
    checkInsRepository.between(userId, from, today),
    completionsRepository.between(userId, from, today),
  ]);
  return checkInHistory({ days, today, checkIns, routineDays: completeDays(completions) });
};
