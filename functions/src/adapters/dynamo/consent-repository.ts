import type { PhotoConsent } from '@pele/shared/schemas/auth';
import { ulid } from 'ulid';
import { config } from '../../config';
import { busy, unauthorized } from '../../domain/errors';
import type { ConsentEvent } from '../../domain/users/photo-consent';
import { queryAll, sortKeyBeginsWith, withoutKeys } from './items';
import { keys } from './keys';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

/** The event item of pattern 40, in the same transaction as the profile's change. */
const eventItem = (sub: string, event: ConsentEvent): LabelledItem => ({
  label: 'event',
  Put: {
    TableName: config.tableName,
    Item: { ...keys.consentEvent(sub, event.id), type: 'CONSENT_EVENT', ...event },
  },
});

/** A change of the profile's consent, refused (401) when the account is gone. */
const commit = async (items: LabelledItem[]) => {
  const outcome = await transactWrite(items);
  if (conditionFailed(outcome, 'profile')) throw unauthorized();
  if (!outcome.ok) throw busy();
};

/** The consent for face photos (pattern 40): the one in force on the profile, every change as an event. */
export const consentRepository = {
  async give(sub: string, consent: PhotoConsent): Promise<void> {
    await commit([
      {
        label: 'profile',
        Update: {
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: 'SET photoConsent = :consent',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':consent': consent },
        },
      },
      eventItem(sub, { id: ulid(), action: 'given', version: consent.version, at: consent.givenAt }),
    ]);
  },

  /** Withdraws the consent in force (`withdrawn`), from the moment `at`. */
  async revoke(sub: string, withdrawn: PhotoConsent, at: string): Promise<void> {
    await commit([
      {
        label: 'profile',
        Update: {
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: 'REMOVE photoConsent',
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      eventItem(sub, { id: ulid(), action: 'revoked', version: withdrawn.version, at }),
    ]);
  },

  /** Every consent given or withdrawn, oldest first (ULIDs sort by time). */
  async history(sub: string): Promise<ConsentEvent[]> {
    const items = await queryAll(sortKeyBeginsWith(keys.user(sub).PK, keys.consentEventPrefix));
    return items.map((item) => withoutKeys<ConsentEvent>(item));
  },
};
