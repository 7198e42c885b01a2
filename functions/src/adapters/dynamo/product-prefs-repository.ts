import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith, unlessConditionFails } from './items';
import { keys } from './keys';

/** What a user keeps about products in their own partition: the avoid list and the favourites. */
export interface ProductPrefs {
  avoid: string[];
  avoidUpdatedAt: string | null;
  /** productId → when it was saved. */
  saved: Map<string, string>;
}

export const productPrefsRepository = {
  /** Pattern 11: the avoid list and every favourite in one Query (both live under PRODUCT_PREFS#). */
  async load(sub: string): Promise<ProductPrefs> {
    const prefs: ProductPrefs = { avoid: [], avoidUpdatedAt: null, saved: new Map() };
    const items = await queryAll(sortKeyBeginsWith(keys.user(sub).PK, keys.productPrefsPrefix));
    for (const item of items) {
      if (item.SK === keys.avoidList(sub).SK) {
        prefs.avoid = (item.terms as string[]) ?? [];
        prefs.avoidUpdatedAt = (item.updatedAt as string) ?? null;
      } else if (String(item.SK).startsWith(keys.savedProductPrefix)) {
        prefs.saved.set(item.productId as string, item.savedAt as string);
      }
    }
    return prefs;
  },

  async avoidList(sub: string): Promise<{ terms: string[]; updatedAt: string | null }> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.avoidList(sub), ConsistentRead: true }),
    );
    return { terms: (Item?.terms as string[]) ?? [], updatedAt: (Item?.updatedAt as string) ?? null };
  },

  async putAvoidList(sub: string, terms: string[], now: string): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.avoidList(sub), type: 'AVOID_LIST', terms, updatedAt: now },
      }),
    );
  },

  /** Idempotent: saving twice keeps the first save's time. */
  async save(sub: string, productId: string, now: string): Promise<void> {
    await unlessConditionFails(() =>
      documentClient.send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...keys.savedProduct(sub, productId), type: 'SAVED_PRODUCT', productId, savedAt: now },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
  },

  /** Idempotent: removing a favourite that is not there is not an error. */
  async unsave(sub: string, productId: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: config.tableName, Key: keys.savedProduct(sub, productId) }),
    );
  },
};
