import { analysisCreate } from '@pele/shared/routes/skin-analysis';
import { requirePhotoConsent } from '../../domain/users/photo-consent';
import { createHandler } from '../../middleware/create-handler';
import { startAnalysis } from '../../services/analysis/start';

/**
 * Checks the consent for face photos (an upload signed before revoking must not be analysed), then starts the
 * analysis of the uploaded photo (startAnalysis).
 */
export const handler = createHandler(analysisCreate, async ({ body, caller, account }) => {
  requirePhotoConsent(account);
  return startAnalysis(caller.userId, body.imageKey);
});
