import * as z from 'zod';
import { PLAN_FEATURES } from '../../constants';
import { brlPrice, text } from '../common';
import { plan } from '../subscriptions';
import { publicSettings } from '../system';
import { adminMessages } from './admin-words';

/**
 * What staff change without a deploy; the server reads them from the table. The contacts (support WhatsApp,
 * support e-mail, data-protection officer's e-mail) are '' while unset: the links that use one are hidden.
 */
export const appSettings = publicSettings.extend({
  /** Days; a fraction is a shorter trial (FREE_TRIAL_DAYS=0.001 in a local run). */
  freeTrialDays: z.number(),
});
export type AppSettings = z.infer<typeof appSettings>;

/** A contact e-mail, or '' to unset it (its links are then hidden). */
const contactEmail = text(254, { error: adminMessages.contactEmail, tooLong: adminMessages.contactEmail })
  .toLowerCase()
  .pipe(
    z.union([z.literal(''), z.email({ error: adminMessages.contactEmail })], {
      error: adminMessages.contactEmail,
    }),
  );

export const updateSettingsBody = z
  .object({
    /** E.164 without the '+': country code, area code and number, 10 to 15 digits; '' unsets it. */
    supportPhone: text(15, { tooLong: adminMessages.supportPhone })
      .regex(/^(\d{10,15})?$/, { error: adminMessages.supportPhone })
      .optional(),
    supportEmail: contactEmail.optional(),
    privacyEmail: contactEmail.optional(),
    /** Days, a fraction allowed (a local run shortens the trial to minutes). */
    freeTrialDays: z
      .number({ error: adminMessages.trialDays })
      .min(0, { error: adminMessages.trialDays })
      .max(90, { error: adminMessages.trialDays })
      // Millionths of a day (under a tenth of a second) are plenty, and the table cannot store a number as
      // small as 5e-324.
      .transform((days) => Math.round(days * 1_000_000) / 1_000_000)
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToChange,
  });

export const adminPlan = plan;
export const adminPlanList = z.array(plan);
export const updatePlanBody = z
  .object({
    name: text(80).min(1).optional(),
    price: brlPrice(10_000, { range: adminMessages.planPrice, centavos: adminMessages.centavos }).optional(),
    features: z
      .array(z.enum(PLAN_FEATURES, { error: adminMessages.planFeatures }))
      .max(PLAN_FEATURES.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    isPopular: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: adminMessages.nothingToChange,
  });
