import { ADMIN_GROUP } from '@pele/shared/constants';
import type { Caller } from './types';

/**
 * API Gateway's JWT authorizer flattens array claims into a string like "[admin users]"; a decoded token
 * carries a real array. Accept both so the same code reads claims in AWS, locally and in tests.
 */
export const parseGroups = (raw: unknown): string[] => {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  return raw
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
};

export const callerFromClaims = (claims: Record<string, unknown> | undefined): Caller | undefined => {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    isAdmin: parseGroups(claims?.['cognito:groups']).includes(ADMIN_GROUP),
  };
};
