import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/payments';

/**
 * Payments (spec 7.7): the return from hosted checkout, saved cards, and Stripe's webhook. The webhook is
 * public (no JWT): it is authenticated by its Stripe-Signature header over the raw body instead.
 */
export const verifyPaymentSession = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/payments/verify-session',
  access: 'user',
  query: schema.verifySessionQuery,
  response: schema.verification,
});

export const listPaymentMethods = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/payments/methods',
  access: 'user',
  response: schema.paymentMethodList,
});

export const addPaymentMethod = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/payments/methods',
  access: 'user',
  status: 201,
  body: schema.addPaymentMethodBody,
  response: schema.paymentMethod,
});

export const removePaymentMethod = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/payments/methods/{id}',
  access: 'user',
  params: schema.paymentMethodParams,
  response: schema.paymentMethodList,
});

export const setDefaultPaymentMethod = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/payments/methods/{id}/default',
  access: 'user',
  params: schema.paymentMethodParams,
  response: schema.paymentMethodList,
});

export const paymentWebhook = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/payments/webhook',
  access: 'public',
  response: schema.webhookReceived,
});

export const paymentRoutes = {
  verifyPaymentSession,
  listPaymentMethods,
  addPaymentMethod,
  removePaymentMethod,
  setDefaultPaymentMethod,
  paymentWebhook,
} satisfies Record<string, RouteDef>;
