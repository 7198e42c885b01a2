import type { Session } from '@pele/shared/schemas/auth';
import { identityProvider, type Tokens } from '../adapters/cognito/identity-provider';
import { settingsRepository } from '../adapters/dynamo/settings-repository';
import { usersRepository } from '../adapters/dynamo/users-repository';
import { accountDisabled } from '../domain/errors';
import { isEndedByAccount, waitUntilValid } from '../domain/users/session-validity';
import { newProfile } from '../domain/users/user-profile';
import { presentUser } from './user-view';

/**
 * Turns fresh Cognito tokens into the API's session. A profile missing after a successful sign-in means a
 * registration that stopped half-way (Cognito user made, profile write lost): it is created now instead of
 * locking the person out. A deactivated account gets no session.
 *
 * A sign-in in the very second its account's sessions were ended (a login right after a password reset)
 * gets a token the session check would refuse, since `iat` has whole seconds: those tokens are dropped and
 * `signInAgain` runs once the second is over.
 */
export const sessionFor = async (
  firstTokens: Tokens,
  fallback: { email: string; name?: string },
  signInAgain?: () => Promise<Tokens>,
): Promise<Session> => {
  let tokens = firstTokens;
  let profile = await usersRepository.getProfile(tokens.userId);
  if (!profile) {
    const created = newProfile(
      {
        userId: tokens.userId,
        email: fallback.email,
        name: fallback.name ?? fallback.email.split('@')[0] ?? 'Usuário',
      },
      new Date(),
      (await settingsRepository.get()).freeTrialDays,
    );
    await usersRepository.createProfile(created);
    profile = (await usersRepository.getProfile(tokens.userId)) ?? created;
  }
  if (!profile.isActive) throw accountDisabled();
  const mark = profile.sessionsValidAfter;
  if (
    signInAgain &&
    mark !== undefined &&
    isEndedByAccount({ issuedAt: tokens.issuedAt, expiresAt: undefined, ids: [] }, mark)
  ) {
    await identityProvider.revoke(tokens.refreshToken);
    await new Promise((resolve) => setTimeout(resolve, waitUntilValid(mark, Date.now())));
    tokens = await signInAgain();
  }
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    user: await presentUser(profile, tokens.isAdmin),
  };
};
