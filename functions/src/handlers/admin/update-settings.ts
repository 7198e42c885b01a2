import { adminUpdateSettings } from '@pele/shared/routes/admin';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { changedFields } from '../../domain/admin/audit';
import { mergeSettings, SETTING_FIELDS } from '../../domain/admin/settings';
import { createHandler } from '../../middleware/create-handler';
import { auditBy } from '../../services/admin/audit-trail';

/** The contacts and the free-trial length (new sign-ups from now on) change without a deploy. */
export const handler = createHandler(adminUpdateSettings, async ({ body, caller }) => {
  const now = new Date();
  const current = await settingsRepository.get();
  const next = mergeSettings(current, body);
  const changes = changedFields({ ...current }, { ...next }, SETTING_FIELDS);
  if (changes.length === 0) return current;
  await settingsRepository.save(
    next,
    auditBy(
      caller,
      { action: 'settings.update', target: { type: 'settings', id: 'app', label: 'Configurações' }, changes },
      now,
    ),
  );
  return next;
});
