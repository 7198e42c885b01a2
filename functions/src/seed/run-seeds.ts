import { usersRepository } from '../adapters/dynamo/users-repository';
import { newProfile } from '../domain/users/user-profile';

/**
 * First-start data for the local run (and for a fresh AWS stage through the same function): the admin's
 * profile. Every seed is idempotent: running it again changes nothing. Plans and the catalog join here.
 */
export const runSeeds = async (input: { admin: { sub: string; email: string; name: string } }) => {
  await usersRepository.createProfile(
    newProfile({ userId: input.admin.sub, email: input.admin.email, name: input.admin.name }, new Date()),
  );
};
