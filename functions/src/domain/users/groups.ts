import { ADMIN_GROUP } from '@pele/shared/constants';

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

/** Whether the `cognito:groups` claim (in either form) names the admin group. */
export const isAdminByGroups = (raw: unknown) => parseGroups(raw).includes(ADMIN_GROUP);
