import { register } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { config } from '../../config';
import { newProfile } from '../../domain/users/user-profile';
import { createHandler } from '../../middleware/create-handler';
import { sessionFor } from '../../services/sessions';

export const handler = createHandler(register, async ({ body }) => {
  const userId = await identityProvider.createUser(body);
  await usersRepository.createProfile(
    newProfile({ userId, name: body.name, email: body.email }, new Date(), config.freeTrialDays),
  );
  return sessionFor(await identityProvider.signIn(body.email, body.password), body);
});
