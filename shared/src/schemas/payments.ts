import * as z from 'zod/mini';
import { idText } from './common';
import { schema } from './schema';
import { subscription } from './subscriptions';

export const paymentMessages = {
  sessionNotFound: 'Sessão de pagamento não encontrada.',
  sessionPending: 'O pagamento ainda não foi concluído.',
  methodNotFound: 'Forma de pagamento não encontrada.',
  methodRequired: 'Informe a forma de pagamento (paymentMethodId).',
  invalidSignature: 'Assinatura do webhook inválida.',
  verifyFailed: (error: string) => `Erro ao verificar pagamento: ${error}`,
} as const;

export const verifySessionQuery = /* @__PURE__ */ schema(() =>
  z.object({
    sessionId: idText(255, paymentMessages.sessionNotFound),
  }),
);
/** Spec 3, payment verification: a subscription purchase or an order. */
export const verification = /* @__PURE__ */ schema(() =>
  z.object({
    subscription: z.nullable(subscription),
    orderId: z.nullable(z.string()),
  }),
);
export type Verification = z.infer<typeof verification>;

export const paymentMethod = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    paymentMethodId: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().check(z.int()),
    expYear: z.number().check(z.int()),
    isDefault: z.boolean(),
  }),
);
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodList = /* @__PURE__ */ schema(() => z.array(paymentMethod));
export const paymentMethodParams = /* @__PURE__ */ schema(() =>
  z.object({
    id: idText(255, paymentMessages.methodNotFound),
  }),
);
/** Stripe's payment method ids (`pm_…`, the test ones too): anything else never reaches the provider's URL paths. */
export const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;
export const addPaymentMethodBody = /* @__PURE__ */ schema(() =>
  z.object({
    paymentMethodId: idText(255, paymentMessages.methodRequired).check(
      z.regex(PAYMENT_METHOD_ID, {
        error: paymentMessages.methodRequired,
      }),
    ),
  }),
);
/** What Stripe's webhook delivery gets back: any 2xx stops its retries. */
export const webhookReceived = /* @__PURE__ */ schema(() =>
  z.object({ received: z.literal(true), duplicate: z.boolean() }),
);
