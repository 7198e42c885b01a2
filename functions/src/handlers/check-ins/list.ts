import { listCheckIns } from '@pele/shared/routes/check-ins';
import { createHandler } from '../../middleware/create-handler';
import { checkInHistoryOf } from '../../services/check-in-history';
import { timeZoneOf } from '../../services/routine-views';

/** The period's check-ins and routine days and their comparison. */
export const handler = createHandler(listCheckIns, ({ query, caller, account }) =>
  checkInHistoryOf(caller.userId, query.days, timeZoneOf(account)),
);
