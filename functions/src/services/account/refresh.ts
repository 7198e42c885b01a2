import { server } from '@pele/shared/messages';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { accountDisabled, unauthorized } from '../../domain/errors';
import { isEndedByAccount } from '../../domain/users/session-validity';

/** New tokens for a refresh token, unless the account was deactivated, deleted or ended its sessions since. */
export const refreshSession = async (refreshToken: string) => {
  const tokens = await identityProvider.refresh(refreshToken);
  // A refresh token outlives an admin's deactivation or the account's deletion; the table has the last word.
  const profile = await usersRepository.getProfile(tokens.userId);
  if (!profile) throw unauthorized();
  if (!profile.isActive) throw accountDisabled();
  // A refresh token of a sign-in older than the account's end-of-sessions mark must not mint new tokens, should
  // Cognito's global sign-out have missed it.
  if (
    isEndedByAccount({ issuedAt: tokens.issuedAt, expiresAt: undefined, ids: [] }, profile.sessionsValidAfter)
  )
    throw unauthorized(server.refreshInvalid);
  return { token: tokens.token, expiresIn: tokens.expiresIn };
};
