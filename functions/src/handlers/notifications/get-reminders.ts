import { getRoutineReminders } from '@pele/shared/routes/notifications';
import { remindersRepository } from '../../adapters/dynamo/reminders-repository';
import { createHandler } from '../../middleware/create-handler';

/** The caller's morning and evening routine reminders (off at 07:30 and 21:00 until saved). */
export const handler = createHandler(getRoutineReminders, ({ caller }) =>
  remindersRepository.get(caller.userId),
);
