import { lazy } from './lazy';

/** Spec 9: plans of this many days or more are yearly. */
const YEARLY_PLAN_MIN_DAYS = 365;

/** Spec 2.8 and 9: plans of 365 days or more are yearly, labelled per year with '50% OFF'; others per month. */
export interface PlanLabel {
  period: 'ano' | 'mês';
  /** '/ano' or '/mês', shown after the price. */
  perPeriod: string;
  discountBadge: '50% OFF' | null;
}

export const planLabel = (plan: { duration_days: number }): PlanLabel =>
  plan.duration_days >= YEARLY_PLAN_MIN_DAYS
    ? { period: 'ano', perPeriod: '/ano', discountBadge: '50% OFF' }
    : { period: 'mês', perPeriod: '/mês', discountBadge: null };

/** Spec 2.8: the second plan, or any plan flagged isPopular, is marked 'Mais Popular'. */
export const isMostPopular = (plan: { isPopular: boolean }, index: number) => plan.isPopular || index === 1;

const brl = lazy(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
/** 'R$ 29,90' (spec 9: BRL, two decimals, decimal comma); the non-breaking space Intl puts is a plain one. */
export const formatBRL = (value: number) =>
  brl()
    .format(value)
    .replace(/\u00a0/g, ' ');

/** Money is counted in centavos on the server (and in Stripe): no float sums. */
export const toCents = (value: number) => Math.round(value * 100);
export const fromCents = (cents: number) => cents / 100;
