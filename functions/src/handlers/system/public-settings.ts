import { publicSettings } from '@pele/shared/routes/system';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { createHandler } from '../../middleware/create-handler';

/** What the public pages need of the staff's settings: the contacts, never the rest. */
export const handler = createHandler(publicSettings, async () => {
  const { supportPhone, supportEmail, privacyEmail } = await settingsRepository.get();
  return { supportPhone, supportEmail, privacyEmail };
});
