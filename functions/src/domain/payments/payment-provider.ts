import type { SubscriptionStatus } from '@pele/shared/schemas/subscriptions';

/** A hosted checkout the product started, as the provider sees it now. */
export interface CheckoutState {
  id: string;
  kind: 'subscription' | 'order';
  /** Paid and complete: fulfilment may run. */
  paid: boolean;
  /** Still open: the user has not finished (or abandoned) the hosted page. */
  open: boolean;
  customerId: string | null;
  userId: string | null;
  planId: string | null;
  orderId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  /** What the customer paid, in centavos. */
  amountCents: number;
}

/** A subscription as the provider keeps it: the truth fulfilment copies into the table. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  userId: string | null;
  planId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
}

export interface Card {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What a verified webhook event names: the provider object to read again (never trusted as sent). */
export type WebhookSubject =
  | { kind: 'checkout'; checkoutId: string }
  | { kind: 'subscription'; subscriptionId: string }
  | { kind: 'ignored' };

export interface WebhookEvent {
  id: string;
  type: string;
  subject: WebhookSubject;
}

/** Stripe's own reasons: a second payment of one thing is a duplicate; the rest the customer is owed. */
export type RefundReason = 'duplicate' | 'requested_by_customer';

export interface CheckoutLine {
  name: string;
  /** Centavos. */
  unitAmount: number;
  quantity: number;
}

/** A plan as the provider bills it: its price now, in centavos, every month or every year. */
export interface BilledPlan {
  id: string;
  name: string;
  priceCents: number;
  interval: 'month' | 'year';
}

/** What moving a subscription to another plan at `prorationDate` (Unix seconds) bills, in centavos. */
export interface PlanChangeQuote {
  prorationDate: number;
  /** The unused time of the current plan, credited. */
  creditCents: number;
  /** Charged today: the new plan's price less the credit, never below 0 (the rest stays as credit). */
  amountDueCents: number;
}

/** The payment provider as the services see it (Stripe in AWS and, through its stand-in, locally). */
export interface PaymentProvider {
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  startSubscriptionCheckout(input: {
    customerId: string;
    userId: string;
    plan: BilledPlan;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  startOrderCheckout(input: {
    customerId: string;
    userId: string;
    orderId: string;
    lines: CheckoutLine[];
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  checkout(id: string): Promise<CheckoutState | null>;
  subscription(id: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends a subscription now, without a refund (the account is being erased). */
  cancelNow(id: string): Promise<void>;
  /** The payment of a subscription's latest invoice, to refund a subscription that must not run. */
  latestSubscriptionPayment(subscriptionId: string): Promise<string | null>;
  /** Closes an open hosted checkout so it can no longer be paid; false when it was no longer open. */
  expireCheckout(id: string): Promise<boolean>;
  /** Removes the customer (and, at the provider, its cards and running subscriptions): account erasure. */
  deleteCustomer(customerId: string): Promise<void>;
  cards(customerId: string): Promise<{ cards: Card[]; defaultId: string | null }>;
  card(id: string): Promise<Card | null>;
  attachCard(customerId: string, paymentMethodId: string): Promise<Card>;
  detachCard(id: string): Promise<void>;
  setDefaultCard(customerId: string, id: string): Promise<void>;
  /**
   * Refunds a payment in full. Idempotent: a payment already refunded in full is left as it is, so a retried
   * fulfilment or two deliveries of one event give one refund.
   */
  refund(paymentIntentId: string, reason: RefundReason): Promise<void>;
  /** Null when the signature does not match the raw body: the caller answers 400 and changes nothing. */
  verifyWebhook(rawBody: string, signature: string | undefined): WebhookEvent | null;
}

/** Moving a subscription to another plan (monthly ⇄ annual), prorated by the provider. */
export interface PlanChanges {
  /** What moving the subscription to `plan` would bill at `prorationDate`; nothing changes. */
  previewPlanChange(input: {
    subscriptionId: string;
    plan: BilledPlan;
    prorationDate: number;
  }): Promise<PlanChangeQuote>;
  /**
   * Moves the subscription to `plan`, prorated as the preview of the same `prorationDate` said and charged now
   * from the default card; a refused payment changes nothing and is a conflict with `declinedMessage`.
   */
  changePlan(input: {
    subscriptionId: string;
    plan: BilledPlan;
    prorationDate: number;
    declinedMessage: string;
  }): Promise<ProviderSubscription>;
}
