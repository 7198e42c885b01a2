import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import type { User } from '@pele/shared/schemas/auth';

/**
 * Whether the signed-in user agreed to the consent text in force. The server decides for real (403
 * CONSENT_REQUIRED); this only spares the user a photo the server would refuse. A user stored before the field
 * existed counts as not consented: agreeing again changes nothing on the server.
 */
export const hasCurrentPhotoConsent = (user: Pick<User, 'photoConsent'> | undefined) =>
  user?.photoConsent?.version === PHOTO_CONSENT_VERSION;
