import type { MiddlewareObj } from '@middy/core';
import { server } from '@pele/shared/messages';
import type { Access } from '@pele/shared/route-def';
import { accountDisabled, forbidden, unauthorized } from '../domain/errors';
import { callerFromClaims } from './claims';
import type { ApiContext, ApiEvent, ApiResult } from './types';

export interface AccountLookup {
  getProfile(userId: string): Promise<import('../domain/users/user-profile').UserProfile | undefined>;
}

/**
 * Caller identity, account state and role, in that order. The authorizer (API Gateway in AWS, the local
 * gateway locally) has already verified the token; this reads its claims. The account check runs on every
 * non-public call because an admin can deactivate an account whose token is still valid, and a deleted
 * account's token must stop working at once.
 */
export const authorize = (
  access: Access,
  accounts: AccountLookup,
): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: async (request) => {
    const claims = request.event.requestContext?.authorizer?.jwt?.claims as
      | Record<string, unknown>
      | undefined;
    const caller = callerFromClaims(claims);
    if (caller) request.context.caller = caller;
    if (access === 'public') return;
    if (!caller) throw unauthorized();

    const account = await accounts.getProfile(caller.userId);
    if (!account) throw unauthorized();
    if (!account.isActive) throw accountDisabled();
    request.context.account = account;

    if (access === 'admin' && !caller.isAdmin) throw forbidden(server.adminOnly);
  },
});
