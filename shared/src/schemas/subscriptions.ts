import * as z from 'zod/mini';
import { PLAN_FEATURES } from '../constants';
import { validation } from '../messages';
import { idText, text } from './common';
import { schema } from './schema';

/** pt-BR texts of the premium area: spec 2.8 and 8.2 verbatim, plus the server's own refusals. */
export const subscriptionMessages = {
  planRequired: validation.planRequired,
  planNotFound: 'Plano não encontrado.',
  noPlans: 'Nenhum Plano Disponível',
  plansLoadTitle: 'Erro ao Carregar Planos',
  plansLoadFailed: 'Não foi possível carregar os planos de assinatura. Tente novamente.',
  checkoutFailed: 'Ocorreu um erro ao processar sua assinatura. Por favor, tente novamente.',
  foreignReturnUrl: 'O endereço de retorno deve ser deste site.',
  alreadySubscribed: 'Você já tem uma assinatura ativa.',
  subscribedUntil: (periodEnd: string) =>
    `Sua assinatura atual continua válida até ${new Date(periodEnd).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}. Você poderá assinar de novo a partir dessa data.`,
  subscriptionNotFound: 'Assinatura não encontrada.',
  paymentsUnavailable: 'Os pagamentos estão indisponíveis no momento. Tente novamente mais tarde.',
  alreadyCancelled: 'Esta assinatura já está cancelada.',
  changeNeedsActive: 'Só é possível mudar o plano de uma assinatura ativa.',
  changeOfCancelled: (periodEnd: string) =>
    `Sua assinatura foi cancelada e termina em ${new Date(periodEnd).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}. Não é possível mudar o plano dela.`,
  samePlan: 'Você já está neste plano.',
  changeToOtherInterval: 'A mudança de plano é apenas entre o plano mensal e o anual.',
  changeQuoteExpired: 'O valor calculado para a mudança expirou. Revise e confirme de novo.',
  changeFailed: 'Não foi possível mudar o seu plano. Nada foi cobrado. Tente novamente.',
  changeDone: (planName: string) => `Pronto! Seu plano agora é ${planName}.`,
} as const;

export const planFeature = /* @__PURE__ */ schema(() => z.enum(PLAN_FEATURES));

/** A plan as the table keeps it and the paywall lists it (spec 3); price in BRL with 2 decimals. */
export const plan = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    price: z.number(),
    duration_days: z.number().check(z.int(), z.positive()),
    features: z.array(planFeature),
    isPopular: z.boolean(),
  }),
);
export type Plan = z.infer<typeof plan>;
export const planList = /* @__PURE__ */ schema(() => z.array(plan));

export const subscriptionStatus = /* @__PURE__ */ schema(() =>
  z.enum(['active', 'past_due', 'canceled', 'incomplete']),
);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** One subscription of the caller, with its plan; dates are ISO strings. */
export const subscription = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    status: subscriptionStatus,
    /** True while it gives access: active (or past due, during Stripe's retries) and before its period ends. */
    isActive: z.boolean(),
    plan,
    currentPeriodEnd: z.string(),
    /** Cancelled by the user: access stays until `currentPeriodEnd`, then it ends without renewing. */
    cancelAtPeriodEnd: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Subscription = z.infer<typeof subscription>;
export const subscriptionList = /* @__PURE__ */ schema(() => z.array(subscription));

/** GET /subscriptions/active (spec 3): the subscription giving access now, if any. */
export const activeSubscription = /* @__PURE__ */ schema(() =>
  z.object({
    data: z.nullable(subscription),
    hasActiveSubscription: z.boolean(),
  }),
);

export const accessReason = /* @__PURE__ */ schema(() =>
  z.enum(['free_trial', 'subscription', 'trial_expired', 'feature_not_in_plan', 'no_subscription']),
);
export type AccessReason = z.infer<typeof accessReason>;

/** GET /subscriptions/paywall-status (spec 3), plus when the trial ends so the app can say it. */
export const paywallStatus = /* @__PURE__ */ schema(() =>
  z.object({
    isInFreeTrial: z.boolean(),
    trialExpired: z.boolean(),
    trialEndsAt: z.string(),
    hasActiveSubscription: z.boolean(),
    shouldShowPaywall: z.boolean(),
    accessReason,
    /** Features the caller may use now (every feature during the trial). */
    features: z.array(planFeature),
  }),
);
export type PaywallStatus = z.infer<typeof paywallStatus>;

const returnUrl = /* @__PURE__ */ schema(() =>
  z.pipe(
    text(2048, {
      error: subscriptionMessages.foreignReturnUrl,
      tooLong: subscriptionMessages.foreignReturnUrl,
    }),
    z.url({ protocol: /^https?$/, error: subscriptionMessages.foreignReturnUrl }),
  ),
);
/** Where hosted checkout sends the browser back; the server refuses any other origin than its own. */
export const checkoutReturn = /* @__PURE__ */ schema(() =>
  z.object({ successUrl: returnUrl, cancelUrl: returnUrl }),
);

export const createSubscriptionBody = /* @__PURE__ */ schema(() =>
  z.extend(checkoutReturn, {
    planId: text(64, {
      error: subscriptionMessages.planRequired,
      tooLong: subscriptionMessages.planNotFound,
    }).check(z.minLength(1, { error: subscriptionMessages.planRequired })),
  }),
);
export const checkout = /* @__PURE__ */ schema(() =>
  z.object({ checkoutUrl: z.string(), sessionId: z.string() }),
);

export const subscriptionIdParams = /* @__PURE__ */ schema(() =>
  z.object({
    id: idText(128, subscriptionMessages.subscriptionNotFound),
  }),
);

/** Which plan to move to (monthly ⇄ annual); the subscription is the path's. */
export const planChangeQuery = /* @__PURE__ */ schema(() =>
  z.object({
    planId: text(64, {
      error: subscriptionMessages.planRequired,
      tooLong: subscriptionMessages.planNotFound,
    }).check(z.minLength(1, { error: subscriptionMessages.planRequired })),
  }),
);

/**
 * What a plan change costs now, as the payment provider prorates it: a credit for the unused time of the current
 * plan, the new plan's price, and what is charged today (centavos; 0 when the credit covers it all, the rest left
 * as credit for the next charges). `prorationDate` (Unix seconds) is sent back to apply exactly this quote.
 */
export const planChangePreview = /* @__PURE__ */ schema(() =>
  z.object({
    subscriptionId: z.string(),
    currentPlan: plan,
    plan,
    prorationDate: z.number().check(z.int(), z.positive()),
    creditCents: z.number().check(z.int(), z.nonnegative()),
    newPriceCents: z.number().check(z.int(), z.nonnegative()),
    amountDueCents: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type PlanChangePreview = z.infer<typeof planChangePreview>;

export const changePlanBody = /* @__PURE__ */ schema(() =>
  z.extend(planChangeQuery, {
    prorationDate: z
      .number({ error: subscriptionMessages.changeQuoteExpired })
      .check(
        z.int({ error: subscriptionMessages.changeQuoteExpired }),
        z.positive({ error: subscriptionMessages.changeQuoteExpired }),
      ),
  }),
);
