import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { UserProfile } from '../../domain/users/user-profile';
import { documentClient } from './client';
import { queryAll, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';

/** The trial-reminder job's reads and its once-per-user marker (patterns 27, 28). */
export const trialRemindersRepository = {
  async trialsEndingOn(day: string): Promise<UserProfile[]> {
    const items = await queryAll({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.trialEndsIndexPartition(day) },
    });
    return items.map((item) => withoutKeys<UserProfile>(item));
  },

  /** True for the one caller that claims the reminder of this user; every later call gets false. */
  async claim(userId: string, now: Date): Promise<boolean> {
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...keys.trialReminder(userId), type: 'TRIAL_REMINDER', sentAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
    return written !== undefined;
  },
};
