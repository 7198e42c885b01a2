import type { AppSettings } from '@pele/shared/schemas/admin';

/** Every setting staff change in the panel, in the order the audit trail lists them. */
export const SETTING_FIELDS = [
  'supportPhone',
  'supportEmail',
  'privacyEmail',
  'freeTrialDays',
] as const satisfies readonly (keyof AppSettings)[];

/** The settings after a change: what the body names replaces the current value ('' unsets a contact). */
export const mergeSettings = (current: AppSettings, body: Partial<AppSettings>): AppSettings => ({
  supportPhone: body.supportPhone ?? current.supportPhone,
  supportEmail: body.supportEmail ?? current.supportEmail,
  privacyEmail: body.privacyEmail ?? current.privacyEmail,
  freeTrialDays: body.freeTrialDays ?? current.freeTrialDays,
});
