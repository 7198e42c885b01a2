import { FREE_TRIAL_DAYS } from '@pele/shared/constants';
import type { DeliveryAddress } from '@pele/shared/schemas/address';
import type { PhotoConsent } from '@pele/shared/schemas/auth';
import type { ThemeChoice } from '@pele/shared/theme';

/** The profile item the table keeps for each account; the Cognito user holds only credentials and groups. */
export interface UserProfile {
  userId: string;
  name: string;
  email: string;
  /** S3 key of the re-encoded profile photo in the private uploads bucket; served by presigned GET only. */
  profileImageKey: string | null;
  isActive: boolean;
  skinAnalyzed: boolean;
  createdAt: string;
  trialEndsAt: string;
  updatedAt: string;
  /**
   * Epoch ms: every session started before it is over (password reset, deactivation, 'sair de todos os
   * dispositivos'). Server-side only; never presented to the browser.
   */
  sessionsValidAfter?: number;
  /** The consent for face photos in force (photo-consent.ts); absent until given and after revoking. */
  photoConsent?: PhotoConsent;
  /** The colour theme chosen in Settings; absent until one is chosen (then the device's system setting rules). */
  theme?: ThemeChoice;
  /** Where orders are delivered; required before an order is paid for. Absent until saved. */
  deliveryAddress?: DeliveryAddress;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new account starts active, with no photo and no analysis, inside its free trial (`trialDays` long: the
 * stage's setting, 7 by default; decimals allowed so a local run can make it minutes).
 */
export const newProfile = (
  input: { userId: string; name: string; email: string },
  now: Date,
  trialDays: number = FREE_TRIAL_DAYS,
): UserProfile => ({
  userId: input.userId,
  name: input.name,
  email: input.email,
  profileImageKey: null,
  isActive: true,
  skinAnalyzed: false,
  createdAt: now.toISOString(),
  trialEndsAt: new Date(now.getTime() + Math.round(trialDays * DAY_MS)).toISOString(),
  updatedAt: now.toISOString(),
});
