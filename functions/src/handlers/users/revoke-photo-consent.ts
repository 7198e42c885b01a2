import { revokePhotoConsent } from '@pele/shared/routes/users';
import { consentRepository } from '../../adapters/dynamo/consent-repository';
import { createHandler } from '../../middleware/create-handler';
import { facePhotos } from '../../services/face-photos';
import { presentUser } from '../../services/user-view';

/**
 * Withdraws the consent for face photos, then deletes every stored face photo; the analyses' numbers stay.
 * The consent goes first, so no upload or analysis starts while the photos are being deleted. Without a
 * consent in force it still deletes: photos kept before consent was asked for go the same way.
 */
export const handler = createHandler(revokePhotoConsent, async ({ caller, account }) => {
  const now = new Date();
  const { photoConsent, ...withoutConsent } = account;
  if (photoConsent) await consentRepository.revoke(caller.userId, photoConsent, now.toISOString());
  const photosDeleted = await facePhotos.removeAll(caller.userId, 'consent_revoked', now);
  return { user: await presentUser(withoutConsent, caller.isAdmin), photosDeleted };
});
