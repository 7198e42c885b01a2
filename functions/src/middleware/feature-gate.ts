import type { MiddlewareObj } from '@middy/core';
import type { PlanFeature } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { type ActiveSubscription, featureAccess } from '../domain/plans/feature-access';
import { HttpError, unauthorized } from './http-error';
import type { ApiContext, ApiEvent, ApiResult } from './types';

export interface SubscriptionLookup {
  activeSubscription(userId: string): Promise<ActiveSubscription | null>;
}

/** Server-side plan gate: 403 naming the missing feature, whatever the UI shows. Runs after `authorize`. */
export const featureGate = (
  feature: PlanFeature,
  subscriptions: SubscriptionLookup,
): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: async (request) => {
    const account = request.context.account;
    if (!account) throw unauthorized();
    const subscription = await subscriptions.activeSubscription(account.userId);
    const decision = featureAccess({ trialEndsAt: account.trialEndsAt, subscription, feature }, new Date());
    if (!decision.allowed)
      throw new HttpError('FEATURE_REQUIRED', server.featureRequired(feature), { feature });
  },
});
