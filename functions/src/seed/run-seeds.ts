import { usersRepository } from '../adapters/dynamo/users-repository';
import { newProfile } from '../domain/users/user-profile';
import { seedCatalog } from './seed-catalog';
import { seedPlans } from './seed-plans';

/**
 * First-start data for the local run (and for a fresh AWS stage through the same function): the admin's
 * profile and the sample catalog. Every seed is idempotent: running it again changes nothing, and the
 * catalog costs one GetItem when it is already current; plans are written only when missing.
 */
export const runSeeds = async (input: { admin: { sub: string; email: string; name: string } }) => {
  await usersRepository.createProfile(
    newProfile({ userId: input.admin.sub, email: input.admin.email, name: input.admin.name }, new Date()),
  );
  await seedCatalog();
  await seedPlans();
};
