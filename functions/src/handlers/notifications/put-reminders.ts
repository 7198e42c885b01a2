import { putRoutineReminders } from '@pele/shared/routes/notifications';
import { remindersRepository } from '../../adapters/dynamo/reminders-repository';
import { createHandler } from '../../middleware/create-handler';

/** Saves both routine reminders (on/off, HH:MM in Brazil time; the schema refuses any other time). */
export const handler = createHandler(putRoutineReminders, ({ body, caller }) =>
  remindersRepository.save(caller.userId, body),
);
