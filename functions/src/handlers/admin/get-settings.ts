import { adminGetSettings } from '@pele/shared/routes/admin';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(adminGetSettings, () => settingsRepository.get());
