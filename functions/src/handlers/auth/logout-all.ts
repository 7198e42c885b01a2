import { server } from '@pele/shared/messages';
import { logoutAll } from '@pele/shared/routes/auth';
import { createHandler } from '../../middleware/create-handler';
import { endEverySession } from '../../services/end-sessions';

/** 'Sair de todos os dispositivos': every session of the caller ends, this one included. */
export const handler = createHandler(logoutAll, async ({ caller, account }) => {
  await endEverySession({ userId: caller.userId, email: account.email });
  return { message: server.loggedOutEverywhere };
});
