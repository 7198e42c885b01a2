import type { Session } from '@pele/shared/schemas/auth';
import type { Tokens } from '../adapters/cognito/identity-provider';
import { settingsRepository } from '../adapters/dynamo/settings-repository';
import { usersRepository } from '../adapters/dynamo/users-repository';
import { accountDisabled } from '../domain/errors';
import { newProfile } from '../domain/users/user-profile';
import { presentUser } from './user-view';

/**
 * Turns fresh Cognito tokens into the API's session. A profile missing after a successful sign-in means a
 * registration that stopped half-way (Cognito user made, profile write lost): it is created now instead of
 * locking the person out. A deactivated account gets no session.
 */
export const sessionFor = async (
  tokens: Tokens,
  fallback: { email: string; name?: string },
): Promise<Session> => {
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
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    user: await presentUser(profile, tokens.isAdmin),
  };
};
