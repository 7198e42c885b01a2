import * as z from 'zod/mini';
import { schema } from './schema';

/** `GET /api/health`: what a load balancer or an operator reads to know the API answers. */
export const health = /* @__PURE__ */ schema(() =>
  z.object({ status: z.literal('ok'), version: z.string(), time: z.string() }),
);

/**
 * `GET /api/settings/public`: the settings the public pages read, the ways to reach the people behind the
 * product: the support WhatsApp (digits with country code), the support e-mail, and the e-mail of the
 * data-protection officer (encarregado, LGPD art. 41). Each is '' while unset, and every link that would use
 * it is hidden until then. Declared here, not picked from the admin panel's settings, so the public route's
 * bundle carries no admin schema (the admin's settings extend this one).
 */
export const publicSettings = /* @__PURE__ */ schema(() =>
  z.object({
    supportPhone: z.string(),
    supportEmail: z.string(),
    privacyEmail: z.string(),
  }),
);
export type SupportContacts = z.infer<typeof publicSettings>;

/**
 * `GET /api/landing/figures`: what the landing page may claim, from the product's own data. Counts are the
 * dashboard's running totals (products in the catalogue, complete analyses, accounts); the landing decides
 * which are big enough to show. `freeTrialDays` is the staff's setting for new accounts.
 */
export const landingFigures = /* @__PURE__ */ schema(() =>
  z.object({
    products: z.number().check(z.int()),
    analyses: z.number().check(z.int()),
    people: z.number().check(z.int()),
    freeTrialDays: z.number(),
  }),
);
export type LandingFigures = z.infer<typeof landingFigures>;
