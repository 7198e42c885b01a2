import type { PlanFeature } from '@pele/shared/constants';
import type { Plan } from '@pele/shared/schemas/subscriptions';

/** A plan as the table keeps it; staff change prices and features there (a change applies to new checkouts). */
export interface PlanRecord {
  id: string;
  name: string;
  /** BRL, two decimals. */
  price: number;
  durationDays: number;
  features: PlanFeature[];
  isPopular: boolean;
  /** Position in the paywall, lowest first. */
  order: number;
}

/**
 * The plans a fresh stage starts with (issue: Premium Mensal and Premium Anual). The yearly price is half of
 * twelve months, which is what the paywall's '50% OFF' badge on yearly plans promises (spec 2.8).
 */
export const SEED_PLANS: readonly PlanRecord[] = [
  {
    id: 'premium-mensal',
    name: 'Premium Mensal',
    price: 29.9,
    durationDays: 30,
    features: ['skin_analysis', 'skin_progress', 'skin_history'],
    isPopular: false,
    order: 1,
  },
  {
    id: 'premium-anual',
    name: 'Premium Anual',
    price: 179.4,
    durationDays: 365,
    features: ['skin_analysis', 'skin_progress', 'skin_history'],
    isPopular: true,
    order: 2,
  },
];

export const toPlanView = (plan: PlanRecord): Plan => ({
  id: plan.id,
  _id: plan.id,
  name: plan.name,
  price: plan.price,
  duration_days: plan.durationDays,
  features: plan.features,
  isPopular: plan.isPopular,
});

/** Stripe bills yearly plans every year and the others every month (spec 9's labelling rule). */
export const billingInterval = (plan: Pick<PlanRecord, 'durationDays'>): 'month' | 'year' =>
  plan.durationDays >= 365 ? 'year' : 'month';
