import { register } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { newProfile } from '../../domain/users/user-profile';
import { createHandler } from '../../middleware/create-handler';
import { sessionFor } from '../../services/sessions';

export const handler = createHandler(register, async ({ body }) => {
  const userId = await identityProvider.createUser(body);
  const { freeTrialDays } = await settingsRepository.get();
  await usersRepository.createProfile(
    newProfile({ userId, name: body.name, email: body.email }, new Date(), freeTrialDays),
  );
  return sessionFor(await identityProvider.signIn(body.email, body.password), body);
});
