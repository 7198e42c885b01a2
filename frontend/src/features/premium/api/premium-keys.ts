/** TanStack Query keys of the premium area, in one place so a payment can refresh them all. */
export const premiumKeys = {
  all: ['premium'] as const,
  plans: () => ['premium', 'plans'] as const,
  paywall: () => ['premium', 'paywall-status'] as const,
  active: () => ['premium', 'active'] as const,
  methods: () => ['premium', 'payment-methods'] as const,
};
