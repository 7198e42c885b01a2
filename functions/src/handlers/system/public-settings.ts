import { publicSettings } from '@pele/shared/routes/system';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { createHandler } from '../../middleware/create-handler';

/** What the public pages need of the staff's settings: only the support phone. */
export const handler = createHandler(publicSettings, async () => ({
  supportPhone: (await settingsRepository.get()).supportPhone,
}));
