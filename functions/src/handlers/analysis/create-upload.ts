import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { analysisUpload } from '@pele/shared/routes/skin-analysis';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

export const handler = createHandler(analysisUpload, async ({ body, caller }) =>
  photoUploads.presign(caller.userId, 'analysis', body, ANALYSIS_IMAGE_MAX_BYTES),
);
