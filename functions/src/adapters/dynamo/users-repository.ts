import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { server } from '@pele/shared/messages';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { config } from '../../config';
import { busy, conflict } from '../../domain/errors';
import { erasureOutcome } from '../../domain/orders/order-status';
import type { UserProfile } from '../../domain/users/user-profile';
import { auditTrail } from './audit-trail';
import { documentClient } from './client';
import { addToCounters, type Counter, counterItems } from './counters';
import { batchDeleteAll, batchGetAll, indexPage, queryAll, queryPages, unlessConditionFails } from './items';
import { keys } from './keys';
import { toProfile } from './profile-item';
import { conditionFailed, transactWrite } from './transact';

const isOrder = (item: Record<string, unknown>) => String(item.SK).startsWith(keys.orderPrefix);

/** What the dashboard counted of a page of the account's items, as the (negative) changes their deletion makes. */
const countedBy = (sub: string, items: ReadonlyArray<Record<string, unknown>>) => {
  const counted: Partial<Record<Counter, number>> = {};
  const drop = (counter: Counter) => {
    counted[counter] = (counted[counter] ?? 0) - 1;
  };
  for (const item of items) {
    const sortKey = String(item.SK);
    if (sortKey === keys.profile(sub).SK) drop('totalUsers');
    if (sortKey.startsWith(keys.subscriptionPrefix) && item.status === 'active') drop('activeSubscriptions');
    if (isOrder(item)) drop(`orders:${item.status as OrderStatus}`);
    if (sortKey.startsWith(keys.analysisPrefix) && item.status === 'complete') drop('totalAnalyses');
    if (sortKey.startsWith(keys.checkInPrefix)) drop('totalCheckIns');
    if (sortKey.startsWith(keys.challengePrefix)) drop('totalChallengesJoined');
    if (sortKey.startsWith(keys.challengePrefix) && item.state === 'completed')
      drop('totalChallengesCompleted');
    if (sortKey.startsWith(keys.scanPrefix)) drop('totalScans');
  }
  return counted;
};

/** The item that reserves an e-mail for one account (pattern 7). */
const emailOwnerItem = (email: string, userId: string) => ({
  ...keys.emailOwner(email),
  type: 'EMAIL_OWNER',
  userId,
});

export const usersRepository = {
  /** `consistent` for a decision that must see a change just made (a consent given seconds ago). */
  async getProfile(sub: string, options: { consistent?: boolean } = {}): Promise<UserProfile | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.profile(sub),
        ...(options.consistent ? { ConsistentRead: true } : {}),
      }),
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
      ...counterItems({ totals: { totalUsers: 1 }, daily: { signups: 1 } }, new Date(profile.createdAt)),
    ]);
    if (conditionFailed(outcome, 'profile')) return false;
    if (conditionFailed(outcome, 'email')) throw conflict(server.emailTaken);
    if (!outcome.ok) throw busy();
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

  /** Pattern 3: one page of the accounts, newest first (the page count comes from the totalUsers counter). */
  async accountsPage(page: number, limit: number): Promise<UserProfile[]> {
    const items = await indexPage({
      index: 'GSI1',
      partition: keys.accountsIndex('', '').GSI1PK,
      page,
      limit,
    });
    return items.map(toProfile);
  },

  /**
   * Pattern 3 with a search: every account's id, name and e-mail (a few dozen bytes each, about 10,000
   * accounts per 1 MB page), newest first. Staff search is rare; past some 100,000 accounts it belongs in a
   * search index fed by the table's stream.
   */
  async accountDirectory(): Promise<Array<Pick<UserProfile, 'userId' | 'name' | 'email'>>> {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.accountsIndex('', '').GSI1PK },
      ProjectionExpression: 'userId, #name, email',
      ExpressionAttributeNames: { '#name': 'name' },
      ScanIndexForward: false,
    });
    return items.map((item) => ({
      userId: item.userId as string,
      name: item.name as string,
      email: item.email as string,
    }));
  },

  async profiles(subs: readonly string[]): Promise<UserProfile[]> {
    const items = await batchGetAll(subs.map((sub) => keys.profile(sub)));
    const found = new Map(items.map((item) => [item.userId as string, toProfile(item)]));
    return subs.flatMap((sub) => found.get(sub) ?? []);
  },

  /**
   * Staff (de)activate an account, with the audit entry in the same transaction; false when it is gone.
   * Deactivation also ends every session, so reactivating the account does not bring old tokens back.
   */
  async setActive(sub: string, isActive: boolean, audit: AuditEntry, now: Date): Promise<boolean> {
    const outcome = await transactWrite([
      {
        label: 'profile',
        Update: {
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: isActive
            ? 'SET isActive = :active, updatedAt = :now'
            : 'SET isActive = :active, updatedAt = :now, sessionsValidAfter = :mark',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':active': isActive,
            ':now': now.toISOString(),
            ...(isActive ? {} : { ':mark': now.getTime() }),
          },
        },
      },
      auditTrail.item(audit),
    ]);
    if (conditionFailed(outcome, 'profile')) return false;
    if (!outcome.ok) throw busy();
    return true;
  },

  async updateProfile(
    sub: string,
    changes: Partial<
      Pick<
        UserProfile,
        'name' | 'profileImageKey' | 'isActive' | 'skinAnalyzed' | 'theme' | 'deliveryAddress'
      >
    >,
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
    const pages = queryPages({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(sub).PK },
      ProjectionExpression: 'PK, SK, #status, #state',
      ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
    });
    for await (const page of pages) {
      const items = (page.Items ?? []).filter(
        // A shipped or delivered order stays as the record of a sale; nothing in it names the person.
        (item) => !(isOrder(item) && erasureOutcome(item.status as OrderStatus) === 'keep'),
      );
      await batchDeleteAll(items.map((item) => ({ PK: item.PK, SK: item.SK })));
      // Not one transaction with the deletes (an account can hold more than a transaction's 100 items); a
      // retried erasure finds none of what a finished page counted, so each counter moves once.
      await addToCounters({ totals: countedBy(sub, items) });
      deleted += items.length;
    }
    return deleted;
  },
};
