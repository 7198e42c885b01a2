import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { UserProfile } from '../../domain/users/user-profile';
import { documentClient } from './client';
import { batchGetAll, unlessConditionFails } from './items';
import { keys } from './keys';
import { toProfile } from './profile-item';

/** Sessions in the table (pattern 37): one session's revocation, every session's end, and the per-call read. */
export const sessionsRepository = {
  /**
   * The caller's profile and whether any of the token's ids was revoked, in one strongly consistent
   * BatchGetItem: a logout must stop the very next call, whichever Lambda serves it.
   */
  async accountSession(
    sub: string,
    tokenIds: readonly string[],
  ): Promise<{ profile: UserProfile | undefined; revoked: boolean }> {
    const items = await batchGetAll(
      [keys.profile(sub), ...tokenIds.map((id) => keys.revokedSession(sub, id))],
      { consistent: true },
    );
    const profileItem = items.find((item) => item.SK === keys.profile(sub).SK);
    // DynamoDB deletes expired items only eventually (DynamoDB Local never): an expired one no longer counts.
    const nowSeconds = Date.now() / 1000;
    const revoked = items.some(
      (item) =>
        String(item.SK).startsWith(keys.revokedSessionPrefix) &&
        typeof item.expiresAt === 'number' &&
        item.expiresAt > nowSeconds,
    );
    return { profile: profileItem ? toProfile(profileItem) : undefined, revoked };
  },

  /** Ends one session: each of its token ids refused until `expiresAt` (epoch seconds, the item's TTL). */
  async revoke(sub: string, tokenIds: readonly string[], expiresAt: number): Promise<void> {
    await Promise.all(
      tokenIds.map((id) =>
        documentClient.send(
          new PutCommand({
            TableName: config.tableName,
            Item: { ...keys.revokedSession(sub, id), type: 'REVOKED_SESSION', expiresAt },
          }),
        ),
      ),
    );
  },

  /** Ends every session of the account started before `at` (epoch ms); false when the account is gone. */
  async endAll(sub: string, at: number): Promise<boolean> {
    const done = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.profile(sub),
          UpdateExpression: 'SET sessionsValidAfter = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    );
    return done !== undefined;
  },

  /** The account that owns an e-mail (pattern 7), for steps that know only the e-mail (password reset). */
  async userIdByEmail(email: string): Promise<string | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.emailOwner(email) }),
    );
    return typeof Item?.userId === 'string' ? Item.userId : undefined;
  },
};
