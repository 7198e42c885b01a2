import type { MiddlewareObj } from '@middy/core';
import type { PlanFeature } from '@pele/shared/constants';
import { featureRequired, unauthorized } from '../domain/errors';
import { featureAccess, type SubscriptionAccess } from '../domain/plans/subscription-access';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/** Every subscription of the user, in any state: the domain rule decides which one gives access. */
export interface SubscriptionLookup {
  list(userId: string): Promise<readonly SubscriptionAccess[]>;
}

/**
 * Server-side plan gate: 403 naming the missing feature, whatever the UI shows. Runs after `authorize`, which
 * read the subscriptions beside the account; the rule is the one the paywall status answers with
 * (domain/plans/subscription-access.ts).
 */
export const featureGate = (feature: PlanFeature): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request) => {
    const { account, subscriptions: list } = request.context;
    if (!account || !list) throw unauthorized();
    const decision = featureAccess(
      { trialEndsAt: account.trialEndsAt, subscriptions: list, feature },
      new Date(),
    );
    if (!decision.allowed) throw featureRequired(feature);
  },
});
