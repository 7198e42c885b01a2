import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { server } from '@pele/shared/messages';
import { config } from '../../config';
import { busy, conflict } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { documentClient } from './client';
import { addToCounter } from './counters';
import { batchDeleteAll, queryPages, unlessConditionFails } from './items';
import { keys } from './keys';
import { conditionFailed, transactWrite } from './transact';

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
    const outcome = await transactWrite([
      {
        label: 'profile',
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
        label: 'email',
        Put: {
          TableName: config.tableName,
          Item: emailOwnerItem(profile.email, profile.userId),
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :sub',
          ExpressionAttributeValues: { ':sub': profile.userId },
        },
      },
    ]);
    if (conditionFailed(outcome, 'profile')) return false;
    if (conditionFailed(outcome, 'email')) throw conflict(server.emailTaken);
    if (!outcome.ok) throw busy();
    await addToCounter('totalUsers', 1);
    return true;
  },

  /** Moves the account's e-mail: claims the new owner item, frees the old one, updates the profile, atomically. */
  async changeEmail(sub: string, from: string, to: string): Promise<void> {
    const outcome = await transactWrite([
      {
        label: 'new-email',
        Put: {
          TableName: config.tableName,
          Item: emailOwnerItem(to, sub),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { label: 'old-email', Delete: { TableName: config.tableName, Key: keys.emailOwner(from) } },
      {
        label: 'profile',
        Update: {
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: 'SET email = :to, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':to': to, ':now': new Date().toISOString() },
        },
      },
    ]);
    if (conditionFailed(outcome, 'new-email')) throw conflict(server.emailTaken);
    if (!outcome.ok) throw busy();
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
      await batchDeleteAll(items.map((item) => ({ PK: item.PK, SK: item.SK })));
      deleted += items.length;
    }
    if (hadProfile) await addToCounter('totalUsers', -1);
    return deleted;
  },
};
