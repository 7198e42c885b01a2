import * as z from 'zod/mini';
import { PLAN_FEATURES } from '../../constants';
import { brlPrice, text } from '../common';
import { schema } from '../schema';
import { plan } from '../subscriptions';
import { publicSettings } from '../system';
import { adminMessages } from './admin-words';

/**
 * What staff change without a deploy; the server reads them from the table. The contacts (support WhatsApp,
 * support e-mail, data-protection officer's e-mail) are '' while unset: the links that use one are hidden.
 */
export const appSettings = /* @__PURE__ */ schema(() =>
  z.extend(publicSettings, {
    /** Days; a fraction is a shorter trial (FREE_TRIAL_DAYS=0.001 in a local run). */
    freeTrialDays: z.number(),
  }),
);
export type AppSettings = z.infer<typeof appSettings>;

/** A contact e-mail, or '' to unset it (its links are then hidden). */
const contactEmail = /* @__PURE__ */ schema(() =>
  z.pipe(
    text(254, { error: adminMessages.contactEmail, tooLong: adminMessages.contactEmail }).check(
      z.toLowerCase(),
    ),
    z.union([z.literal(''), z.email({ error: adminMessages.contactEmail })], {
      error: adminMessages.contactEmail,
    }),
  ),
);

export const updateSettingsBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      /** E.164 without the '+': country code, area code and number, 10 to 15 digits; '' unsets it. */
      supportPhone: z.optional(
        text(15, { tooLong: adminMessages.supportPhone }).check(
          z.regex(/^(\d{10,15})?$/, { error: adminMessages.supportPhone }),
        ),
      ),
      supportEmail: z.optional(contactEmail),
      privacyEmail: z.optional(contactEmail),
      /** Days, a fraction allowed (a local run shortens the trial to minutes). */
      freeTrialDays: z.optional(
        z.pipe(
          z
            .number({ error: adminMessages.trialDays })
            .check(
              z.gte(0, { error: adminMessages.trialDays }),
              z.lte(90, { error: adminMessages.trialDays }),
            ),
          z.transform((days) => Math.round(days * 1_000_000) / 1_000_000),
        ),
      ),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: adminMessages.nothingToChange,
      }),
    ),
);

export const adminPlan = plan;
export const adminPlanList = /* @__PURE__ */ schema(() => z.array(plan));
export const updatePlanBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      name: z.optional(text(80).check(z.minLength(1))),
      price: z.optional(
        brlPrice(10_000, { range: adminMessages.planPrice, centavos: adminMessages.centavos }),
      ),
      features: z.optional(
        z.pipe(
          z
            .array(z.enum(PLAN_FEATURES, { error: adminMessages.planFeatures }))
            .check(z.maxLength(PLAN_FEATURES.length)),
          z.transform((list) => [...new Set(list)]),
        ),
      ),
      isPopular: z.optional(z.boolean()),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: adminMessages.nothingToChange,
      }),
    ),
);
