import { givePhotoConsent } from '@pele/shared/routes/users';
import { consentRepository } from '../../adapters/dynamo/consent-repository';
import { consentToRecord } from '../../domain/users/photo-consent';
import { createHandler } from '../../middleware/create-handler';
import { presentUser } from '../../services/user-view';

/** Records the consent for face photos to the text version the user read (409 for an outdated one). */
export const handler = createHandler(givePhotoConsent, async ({ body, caller, account }) => {
  const { consent, changed } = consentToRecord(account.photoConsent, body.version, new Date());
  if (changed) await consentRepository.give(caller.userId, consent);
  return presentUser({ ...account, photoConsent: consent }, caller.isAdmin);
});
