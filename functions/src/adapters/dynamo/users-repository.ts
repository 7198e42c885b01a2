import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { server } from '@pele/shared/messages';
import { config } from '../../config';
import { conflict } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { documentClient } from './client';
import { addToCounter } from './counters';
import { queryPages, unlessConditionFails } from './items';
import { keys } from './keys';

/** The per-item reasons DynamoDB gives when it cancels a transaction, in the order of its items. */
const cancellationReasons = (error: unknown): (string | undefined)[] | undefined =>
  (error as Error).name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
        (reason) => reason.Code,
      )
    : undefined;

/** The item that reserves an e-mail for one account (pattern 7). */
const emailOwnerItem = (email: string, userId: string) => ({
  ...keys.emailOwner(email),
  type: 'EMAIL_OWNER',
  userId,
});

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

  /**
   * Creates the profile once, together with the e-mail's owner item, in one transaction. A second create for
   * the same account is a no-op that returns false; an e-mail owned by another account is a conflict.
   */
  async createProfile(profile: UserProfile): Promise<boolean> {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: {
                  ...keys.profile(profile.userId),
                  ...keys.accountsIndex(profile.createdAt, profile.userId),
                  ...keys.trialEndsIndex(profile.trialEndsAt.slice(0, 10), profile.userId),
                  type: 'PROFILE',
                  ...profile,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: config.tableName,
                Item: emailOwnerItem(profile.email, profile.userId),
                ConditionExpression: 'attribute_not_exists(PK) OR userId = :sub',
                ExpressionAttributeValues: { ':sub': profile.userId },
              },
            },
          ],
        }),
      );
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0] === 'ConditionalCheckFailed') return false;
      if (reasons?.[1] === 'ConditionalCheckFailed') throw conflict(server.emailTaken);
      throw error;
    }
    await addToCounter('totalUsers', 1);
    return true;
  },

  /** Moves the account's e-mail: claims the new owner item, frees the old one, updates the profile, atomically. */
  async changeEmail(sub: string, from: string, to: string): Promise<void> {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: emailOwnerItem(to, sub),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            { Delete: { TableName: config.tableName, Key: keys.emailOwner(from) } },
            {
              Update: {
                TableName: config.tableName,
                Key: keys.profile(sub),
                UpdateExpression: 'SET email = :to, updatedAt = :now',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':to': to, ':now': new Date().toISOString() },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') throw conflict(server.emailTaken);
      throw error;
    }
  },

  async updateProfile(
    sub: string,
    changes: Partial<Pick<UserProfile, 'name' | 'profileImageKey' | 'isActive' | 'skinAnalyzed'>>,
  ): Promise<UserProfile | undefined> {
    const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() }).filter(
      ([, value]) => value !== undefined,
    );
    return unlessConditionFails(async () => {
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
    });
  },

  /** Deletes every item in the user's partition (pattern 2) and the e-mail's owner item: the table side of erasure. */
  async deleteEverything(sub: string): Promise<number> {
    const profile = await usersRepository.getProfile(sub);
    if (profile) {
      await unlessConditionFails(() =>
        documentClient.send(
          new DeleteCommand({
            TableName: config.tableName,
            Key: keys.emailOwner(profile.email),
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :sub',
            ExpressionAttributeValues: { ':sub': sub },
          }),
        ),
      );
    }
    let deleted = 0;
    let hadProfile = false;
    const pages = queryPages({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(sub).PK },
      ProjectionExpression: 'PK, SK',
    });
    for await (const page of pages) {
      const items = page.Items ?? [];
      hadProfile ||= items.some((item) => item.SK === keys.profile(sub).SK);
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
    }
    if (hadProfile) await addToCounter('totalUsers', -1);
    return deleted;
  },
};
