/** Query keys of the check-in calls; everything under `all` is refreshed after a score is saved. */
export const checkInKeys = {
  all: ['check-ins'] as const,
  period: (days: number) => [...checkInKeys.all, days] as const,
};
