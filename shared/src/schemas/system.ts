import * as z from 'zod';

/** `GET /api/health`: what a load balancer or an operator reads to know the API answers. */
export const health = z.object({ status: z.literal('ok'), version: z.string(), time: z.string() });

/**
 * `GET /api/settings/public`: the one setting the public pages read (the support phone). Declared here, not
 * picked from the admin panel's settings, so the public route's bundle carries no admin schema.
 */
export const publicSettings = z.object({ supportPhone: z.string() });

/**
 * `GET /api/landing/figures`: what the landing page may claim, from the product's own data. Counts are the
 * dashboard's running totals (products in the catalogue, complete analyses, accounts); the landing decides
 * which are big enough to show. `freeTrialDays` is the staff's setting for new accounts.
 */
export const landingFigures = z.object({
  products: z.number().int(),
  analyses: z.number().int(),
  people: z.number().int(),
  freeTrialDays: z.number(),
});
export type LandingFigures = z.infer<typeof landingFigures>;
