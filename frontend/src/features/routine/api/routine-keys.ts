/** Query keys of the routine calls; everything under `all` is refreshed after a generation. */
export const routineKeys = {
  all: ['routines'] as const,
  day: (day: string) => [...routineKeys.all, 'day', day] as const,
  streak: () => [...routineKeys.all, 'streak'] as const,
};
