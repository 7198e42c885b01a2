import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/subscriptions';

/**
 * Premium (spec 7.7, 2.8): plans are public; the rest is the caller's own. Access to gated features is
 * decided by one domain function, used here (paywall status) and by every gated route's middleware.
 */
export const listPlans = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/subscriptions/plans',
  access: 'public',
  response: schema.planList,
});

export const paywallStatus = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/subscriptions/paywall-status',
  access: 'user',
  response: schema.paywallStatus,
});

export const activeSubscription = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/subscriptions/active',
  access: 'user',
  response: schema.activeSubscription,
});

export const subscriptionHistory = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/subscriptions/history',
  access: 'user',
  response: schema.subscriptionList,
});

export const createSubscription = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/subscriptions',
  access: 'user',
  body: schema.createSubscriptionBody,
  response: schema.checkout,
});

export const cancelSubscription = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/subscriptions/{id}/cancel',
  access: 'user',
  params: schema.subscriptionIdParams,
  response: schema.subscription,
});

/** What changing the caller's active subscription to the other plan would cost now (nothing is changed). */
export const previewPlanChange = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/subscriptions/{id}/plan-change',
  access: 'user',
  params: schema.subscriptionIdParams,
  query: schema.planChangeQuery,
  response: schema.planChangePreview,
});

/** Moves the caller's active subscription to the other plan, prorated exactly as previewed. */
export const changePlan = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/subscriptions/{id}/plan',
  access: 'user',
  params: schema.subscriptionIdParams,
  body: schema.changePlanBody,
  response: schema.subscription,
});

export const subscriptionRoutes = {
  listPlans,
  paywallStatus,
  activeSubscription,
  subscriptionHistory,
  createSubscription,
  cancelSubscription,
  previewPlanChange,
  changePlan,
} satisfies Record<string, RouteDef>;
