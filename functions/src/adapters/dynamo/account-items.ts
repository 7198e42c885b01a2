import { queryAll, withoutKeys } from './items';
import { keys } from './keys';

/** One item of a user's partition: what kind it is (its sort key) and the record it holds. */
export interface AccountItem {
  sortKey: string;
  record: Record<string, unknown>;
}

/**
 * Every item of the user's partition (pattern 2), for the data export: reading the whole partition, rather
 * than each area's list, means a kind of item added later is exported without anyone remembering to.
 */
export const accountItems = {
  async of(sub: string): Promise<AccountItem[]> {
    const items = await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(sub).PK },
    });
    return items.map((item) => ({
      sortKey: String(item.SK),
      record: withoutKeys<Record<string, unknown>>(item),
    }));
  },
};
