import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Scan, ScanListItem } from '@pele/shared/schemas/scans';
import { config } from '../../config';
import { busy } from '../../domain/errors';
import { documentClient } from './client';
import { counterItems } from './counters';
import { queryAll, sortKeyBeginsWith } from './items';
import { keys } from './keys';
import { transactWrite } from './transact';

const toScan = (item: Record<string, unknown>): Scan => ({
  id: item.id as string,
  createdAt: item.createdAt as string,
  source: item.source as Scan['source'],
  title: item.title as string,
  summary: item.summary as Scan['summary'],
  ingredients: item.ingredients as Scan['ingredients'],
  alternatives: item.alternatives as Scan['alternatives'],
  basedOnAnalysis: item.basedOnAnalysis as boolean,
});

/**
 * Saved label scans (pattern 46): one item per scan in the owner's partition, keyed by a ULID so the newest
 * sorts last. Saving and deleting move `totalScans` (and the day's `scans`) in the same transaction.
 */
export const scansRepository = {
  async save(sub: string, scan: Scan, now: Date = new Date()): Promise<void> {
    const outcome = await transactWrite([
      {
        label: 'scan',
        Put: {
          TableName: config.tableName,
          Item: { ...keys.scan(sub, scan.id), type: 'SCAN', ...scan },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...counterItems({ totals: { totalScans: 1 }, daily: { scans: 1 } }, now),
    ]);
    if (!outcome.ok) throw busy();
  },

  /** How many scans the person keeps (a Select COUNT on their own partition). */
  async count(sub: string): Promise<number> {
    const { Count } = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        ...sortKeyBeginsWith(keys.user(sub).PK, keys.scanPrefix),
        Select: 'COUNT',
        ConsistentRead: true,
      }),
    );
    return Count ?? 0;
  },

  /** Newest first, without the ingredients. */
  async list(sub: string): Promise<ScanListItem[]> {
    const items = await queryAll({
      ...sortKeyBeginsWith(keys.user(sub).PK, keys.scanPrefix),
      ProjectionExpression: 'id, createdAt, #source, title, summary',
      ExpressionAttributeNames: { '#source': 'source' },
      ScanIndexForward: false,
      ConsistentRead: true,
    });
    return items.map((item) => {
      const summary = item.summary as Scan['summary'];
      return {
        id: item.id as string,
        createdAt: item.createdAt as string,
        source: item.source as Scan['source'],
        title: item.title as string,
        recognised: summary.recognised,
        total: summary.total,
        flagged: summary.flagged,
      };
    });
  },

  /** One scan of the caller; the key holds the caller's id, so nobody reads another's. */
  async get(sub: string, id: string): Promise<Scan | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.scan(sub, id), ConsistentRead: true }),
    );
    return Item ? toScan(Item) : undefined;
  },

  /** Deletes one scan and takes it off the total; false when the caller has no scan with this id. */
  async remove(sub: string, id: string): Promise<boolean> {
    const outcome = await transactWrite([
      {
        label: 'scan',
        Delete: {
          TableName: config.tableName,
          Key: keys.scan(sub, id),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      ...counterItems({ totals: { totalScans: -1 } }, new Date()),
    ]);
    if (outcome.ok) return true;
    if ('failed' in outcome && outcome.failed.includes('scan')) return false;
    throw busy();
  },
};
