import { isAdminByGroups } from '../domain/users/groups';
import type { Caller } from './types';

export const callerFromClaims = (claims: Record<string, unknown> | undefined): Caller | undefined => {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    isAdmin: isAdminByGroups(claims?.['cognito:groups']),
  };
};
