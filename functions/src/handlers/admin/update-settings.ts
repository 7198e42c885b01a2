import { adminUpdateSettings } from '@pele/shared/routes/admin';
import { settingsRepository } from '../../adapters/dynamo/settings-repository';
import { changedFields } from '../../domain/admin/audit';
import { createHandler } from '../../middleware/create-handler';
import { auditBy } from '../../services/admin/audit-trail';

/** The support phone and the free-trial length (new sign-ups from now on) change without a deploy. */
export const handler = createHandler(adminUpdateSettings, async ({ body, caller }) => {
  const now = new Date();
  const current = await settingsRepository.get();
  const next = {
    supportPhone: body.supportPhone ?? current.supportPhone,
    freeTrialDays: body.freeTrialDays ?? current.freeTrialDays,
  };
  const changes = changedFields({ ...current }, { ...next }, ['supportPhone', 'freeTrialDays']);
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
