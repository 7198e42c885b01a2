import { deleteRoutine } from '@pele/shared/routes/routines';
import { routineMessages } from '@pele/shared/schemas/routines';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/**
 * Removes the routine from the user's current ones. It is retired, not erased: past days keep showing
 * what was done and the streak keeps counting them. Erasing the account removes it for good.
 */
export const handler = createHandler(deleteRoutine, async ({ params, caller }) => {
  if (!(await routinesRepository.retire(caller.userId, params.id, new Date().toISOString())))
    throw notFound(routineMessages.notFound);
  return { deleted: true as const };
});
