import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { UserProfile } from '../../domain/users/user-profile';
import { documentClient } from './client';
import { addToCounter } from './counters';
import { keys } from './keys';

const toProfile = (item: Record<string, unknown>): UserProfile => ({
  userId: item.userId as string,
  name: item.name as string,
  email: item.email as string,
  profileImageKey: (item.profileImageKey as string | null | undefined) ?? null,
  isActive: item.isActive !== false,
  skinAnalyzed: item.skinAnalyzed === true,
  createdAt: item.createdAt as string,
  trialEndsAt: item.trialEndsAt as string,
  updatedAt: (item.updatedAt as string | undefined) ?? (item.createdAt as string),
});

export const usersRepository = {
  async getProfile(sub: string): Promise<UserProfile | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.profile(sub) }),
    );
    return Item ? toProfile(Item) : undefined;
  },

  /** Creates the profile once; a second create for the same account is a no-op that returns false. */
  async createProfile(profile: UserProfile): Promise<boolean> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: {
            ...keys.profile(profile.userId),
            ...keys.accountsIndex(profile.createdAt, profile.userId),
            type: 'PROFILE',
            ...profile,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
    await addToCounter('totalUsers', 1);
    return true;
  },

  async updateProfile(
    sub: string,
    changes: Partial<Pick<UserProfile, 'name' | 'email' | 'profileImageKey' | 'isActive' | 'skinAnalyzed'>>,
  ): Promise<UserProfile | undefined> {
    const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() }).filter(
      ([, value]) => value !== undefined,
    );
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: `SET ${entries.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([key], i) => [`#k${i}`, key])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
          ConditionExpression: 'attribute_exists(PK)',
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toProfile(Attributes) : undefined;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
  },

  /** Deletes every item in the user's partition (pattern 2): the table side of account erasure. */
  async deleteEverything(sub: string): Promise<number> {
    let deleted = 0;
    let hadProfile = false;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.user(sub).PK },
          ProjectionExpression: 'PK, SK',
          ExclusiveStartKey: startKey,
        }),
      );
      const items = page.Items ?? [];
      hadProfile ||= items.some((item) => item.SK === 'PROFILE');
      for (let i = 0; i < items.length; i += 25) {
        let requests: Record<string, unknown[]> | undefined = {
          [config.tableName]: items
            .slice(i, i + 25)
            .map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })),
        };
        // BatchWrite may hand back unprocessed items under throttling; retry them with a short backoff.
        for (let attempt = 0; requests && Object.keys(requests).length > 0; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
          const result = await documentClient.send(
            new BatchWriteCommand({ RequestItems: requests as never }),
          );
          requests = result.UnprocessedItems as Record<string, unknown[]> | undefined;
          if (attempt > 6) throw new Error('could not delete all user items');
        }
      }
      deleted += items.length;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    if (hadProfile) await addToCounter('totalUsers', -1);
    return deleted;
  },
};
