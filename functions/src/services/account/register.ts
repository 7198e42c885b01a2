import { identityProvider } from '../../adapters/cognito/identity-provider';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { newProfile } from '../../domain/users/user-profile';
import { sessionFor } from '../sessions';

/** A new account: its Cognito user, its profile (a free trial of the length staff set) and a signed-in session. */
export const registerAccount = async (input: { name: string; email: string; password: string }) => {
  const userId = await identityProvider.createUser(input);
  const { freeTrialDays } = await settingsRepository.get();
  await usersRepository.createProfile(
    newProfile({ userId, name: input.name, email: input.email }, new Date(), freeTrialDays),
  );
  return sessionFor(await identityProvider.signIn(input.email, input.password), input);
};
