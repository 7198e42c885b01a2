import type { MiddlewareObj } from '@middy/core';
import { server } from '@pele/shared/messages';
import type { Access } from '@pele/shared/route-def';
import { accountDisabled, forbidden, unauthorized } from '../domain/errors';
import { isEndedByAccount } from '../domain/users/session-validity';
import type { UserProfile } from '../domain/users/user-profile';
import { callerFromClaims } from './claims';
import type { SubscriptionLookup } from './feature-gate';
import type { ApiContext, ApiEvent, ApiResult } from './types';

export interface AccountLookup {
  /** The caller's profile and whether one of the token's ids was revoked, read together. */
  accountSession(
    userId: string,
    tokenIds: readonly string[],
  ): Promise<{ profile: UserProfile | undefined; revoked: boolean }>;
}

/**
 * Caller identity, account state and session, then role. The authorizer (API Gateway in AWS, the local
 * gateway locally) has already verified the token's signature and expiry; this reads its claims. The account
 * check runs on every non-public call because a token stays valid for the authorizer after what should end
 * it: deactivation, deletion, logout (its ids revoked), a password reset or 'sair de todos os dispositivos'
 * (the profile's sessionsValidAfter). Ended sessions get the spec's 401 'Sessão expirada', so the SPA signs
 * out as on any expiry.
 *
 * On a route behind a plan feature the caller's subscriptions are read in the same round trip as the account
 * (a Query cannot join the account's BatchGetItem, but it needs only the token's sub), for the feature gate to
 * judge: the route's own reads then make the second round trip, not the third.
 */
export const authorize = (
  access: Access,
  accounts: AccountLookup,
  subscriptionsForGate?: SubscriptionLookup,
): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: async (request) => {
    const claims = request.event.requestContext?.authorizer?.jwt?.claims as
      | Record<string, unknown>
      | undefined;
    const caller = callerFromClaims(claims);
    if (caller) request.context.caller = caller;
    if (access === 'public') return;
    if (!caller) throw unauthorized();

    const [{ profile: account, revoked }, subscriptions] = await Promise.all([
      accounts.accountSession(caller.userId, caller.token.ids),
      subscriptionsForGate?.list(caller.userId),
    ]);
    if (!account) throw unauthorized();
    if (!account.isActive) throw accountDisabled();
    if (revoked || isEndedByAccount(caller.token, account.sessionsValidAfter)) throw unauthorized();
    request.context.account = account;
    if (subscriptions) request.context.subscriptions = subscriptions;
    // An access token carries no e-mail claim: the account (keyed by the token's sub) says who this is.
    request.context.caller = { ...caller, email: account.email };

    if (access === 'admin' && !caller.isAdmin) throw forbidden(server.adminOnly);
  },
});
