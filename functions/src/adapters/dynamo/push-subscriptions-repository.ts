import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith } from './items';
import { keys } from './keys';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** A person's Web Push subscriptions, one per browser (pattern 52), keyed by the endpoint's hash. */
export const pushSubscriptionsRepository = {
  async save(sub: string, subscription: StoredPushSubscription, now: Date = new Date()): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.pushSubscription(sub, endpointHash(subscription.endpoint)),
          type: 'PUSH_SUBSCRIPTION',
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
          savedAt: now.toISOString(),
        },
      }),
    );
  },

  async remove(sub: string, endpoint: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.pushSubscription(sub, endpointHash(endpoint)),
      }),
    );
  },

  async list(sub: string): Promise<StoredPushSubscription[]> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.pushSubscriptionPrefix),
      ConsistentRead: true,
    });
    return items.map((item) => ({
      endpoint: item.endpoint as string,
      keys: item.keys as StoredPushSubscription['keys'],
    }));
  },
};
