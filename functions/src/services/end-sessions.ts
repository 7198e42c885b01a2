import { identityProvider } from '../adapters/cognito/identity-provider';
import { sessionsRepository } from '../adapters/dynamo/sessions-repository';

/**
 * Ends every session of an account: the API refuses the access tokens already out (the profile's
 * sessionsValidAfter) and Cognito refuses their refresh tokens. The table first: if Cognito fails, the old
 * tokens are refused anyway and the caller's error lets it try again.
 */
export const endEverySession = async (
  account: { userId: string | undefined; email: string },
  now = Date.now(),
): Promise<void> => {
  const userId = account.userId ?? (await sessionsRepository.userIdByEmail(account.email));
  if (userId) await sessionsRepository.endAll(userId, now);
  await identityProvider.signOutEverywhere(account.email);
};
