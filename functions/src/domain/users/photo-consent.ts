import { server } from '@pele/shared/messages';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import type { PhotoConsent } from '@pele/shared/schemas/auth';
import { AppError, conflict } from '../errors';

/** One line of the consent record the LGPD asks the controller to keep: what was agreed or withdrawn, when. */
export interface ConsentEvent {
  id: string;
  action: 'given' | 'revoked';
  /** The version of the text that was given, or the one in force when it was revoked. */
  version: string;
  at: string;
}

/** Only a consent to the text in force counts: a new version of the text asks everyone again. */
export const hasCurrentConsent = (
  consent: PhotoConsent | null | undefined,
  current: string = PHOTO_CONSENT_VERSION,
): boolean => consent?.version === current;

/** 403 CONSENT_REQUIRED with the pt-BR message: whatever the UI shows, no face photo without consent. */
export const consentRequired = () => new AppError('CONSENT_REQUIRED', server.consentRequired);

export const requirePhotoConsent = (
  profile: { photoConsent?: PhotoConsent | null },
  current: string = PHOTO_CONSENT_VERSION,
): void => {
  if (!hasCurrentConsent(profile.photoConsent, current)) throw consentRequired();
};

/**
 * What to record when the user agrees to the text of `version`: the consent in force if it is already that one
 * (agreeing twice changes nothing), a new one otherwise. A version other than the current text's is refused
 * with 409: the user read a text that is no longer the one in force.
 */
export const consentToRecord = (
  existing: PhotoConsent | null | undefined,
  version: string,
  now: Date,
  current: string = PHOTO_CONSENT_VERSION,
): { consent: PhotoConsent; changed: boolean } => {
  if (version !== current) throw conflict(server.consentOutdated);
  if (existing && hasCurrentConsent(existing, current)) return { consent: existing, changed: false };
  return { consent: { version, givenAt: now.toISOString() }, changed: true };
};
