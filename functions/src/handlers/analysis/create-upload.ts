import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { analysisUpload } from '@pele/shared/routes/skin-analysis';
import { requirePhotoConsent } from '../../domain/users/photo-consent';
import { createHandler } from '../../middleware/create-handler';
import { photoUploadForms } from '../../services/photo-upload-forms';

/** No face photo reaches the bucket without the consent in force (403 CONSENT_REQUIRED otherwise). */
export const handler = createHandler(analysisUpload, async ({ body, caller, account }) => {
  requirePhotoConsent(account);
  return photoUploadForms.create(caller.userId, 'analysis', body, ANALYSIS_IMAGE_MAX_BYTES);
});
