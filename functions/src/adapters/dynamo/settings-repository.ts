import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSettings, AuditEntry } from '@pele/shared/schemas/admin';
import { config } from '../../config';
import { auditTrail } from './audit-trail';
import { documentClient } from './client';
import { keys } from './keys';
import { transactWrite } from './transact';

/**
 * What staff change without a deploy (pattern 36). Until staff save them, the deploy's values apply:
 * FREE_TRIAL_DAYS, SUPPORT_PHONE, SUPPORT_EMAIL and PRIVACY_EMAIL from the function environment.
 */
export const settingsRepository = {
  async get(): Promise<AppSettings> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.settings(), ConsistentRead: true }),
    );
    return {
      supportPhone: (Item?.supportPhone as string | undefined) ?? config.supportPhone,
      supportEmail: (Item?.supportEmail as string | undefined) ?? config.supportEmail,
      privacyEmail: (Item?.privacyEmail as string | undefined) ?? config.privacyEmail,
      freeTrialDays: Item?.freeTrialDays === undefined ? config.freeTrialDays : Number(Item.freeTrialDays),
    };
  },

  /** Saves the new values with their audit entry, in one transaction. */
  async save(settings: AppSettings, audit: AuditEntry): Promise<void> {
    const outcome = await transactWrite([
      {
        label: 'settings',
        Put: { TableName: config.tableName, Item: { ...keys.settings(), type: 'SETTINGS', ...settings } },
      },
      auditTrail.item(audit),
    ]);
    if (!outcome.ok) throw new Error('saving the settings failed');
  },
};
