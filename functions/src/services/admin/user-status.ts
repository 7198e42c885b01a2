import { server } from '@pele/shared/messages';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { forbidden, notFound } from '../../domain/errors';
import { auditBy } from './audit-trail';

/**
 * Deactivation takes effect on the account's next call: every request and every login checks the profile's
 * isActive (the token alone is not trusted). It also ends every session (the profile's mark, set in the same
 * write, and Cognito's refresh tokens), so reactivation does not revive old tokens. An admin cannot lock
 * themself out.
 */
export const setUserStatus = async (
  caller: Parameters<typeof auditBy>[0],
  userId: string,
  isActive: boolean,
) => {
  if (userId === caller.userId && !isActive) throw forbidden(server.cannotDeactivateSelf);
  const current = await usersRepository.getProfile(userId);
  if (!current) throw notFound(server.userNotFound);
  if (current.isActive === isActive) return { id: current.userId, isActive: current.isActive };
  const now = new Date();
  const audit = auditBy(
    caller,
    {
      action: 'user.status',
      target: { type: 'user', id: current.userId, label: current.email },
      changes: [{ field: 'isActive', before: current.isActive, after: isActive }],
    },
    now,
  );
  const updated = await usersRepository.setActive(current.userId, isActive, audit, now);
  if (!updated) throw notFound(server.userNotFound);
  if (!isActive) await identityProvider.signOutEverywhere(current.email);
  return { id: current.userId, isActive };
};
