import { completeRoutineStep } from '@pele/shared/routes/routines';
import { createHandler } from '../../middleware/create-handler';
import { completeStep } from '../../services/routine-use-cases';
import { timeZoneOf } from '../../services/routine-views';

/** Marks a step done on today or yesterday, idempotently and for good (completeStep). */
export const handler = createHandler(completeRoutineStep, ({ body, caller, account }) =>
  completeStep(caller.userId, body, timeZoneOf(account)),
);
