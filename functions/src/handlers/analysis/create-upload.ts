import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { analysisUpload } from '@pele/shared/routes/skin-analysis';
import { requirePhotoConsent } from '../../domain/users/photo-consent';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

/** No face photo reaches the bucket without the consent in force (403 CONSENT_REQUIRED otherwise). */
export const handler = createHandler(analysisUpload, async ({ body, caller, account }) => {
  requirePhotoConsent(account);
  return photoUploads.presign(caller.userId, 'analysis', body, ANALYSIS_IMAGE_MAX_BYTES);
});
