import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { keys } from './keys';

export interface CatalogVersion {
  version: number;
  /** Hash of the seed the catalog was last seeded from; null before the first seed. */
  seedHash: string | null;
}

/**
 * The catalog's version item (pattern 10): every write that changes what lists show (products, ratings)
 * bumps it, and each container's search index reloads on its next freshness check. Its own module because
 * the products and the reviews repositories both move it, and repositories do not import each other.
 */
export const catalogVersion = {
  async read(): Promise<CatalogVersion> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.catalogVersion(), ConsistentRead: true }),
    );
    return { version: Number(Item?.version ?? 0), seedHash: (Item?.seedHash as string | undefined) ?? null };
  },

  async bump(seedHash?: string): Promise<void> {
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.catalogVersion(),
        UpdateExpression: seedHash ? 'ADD version :one SET seedHash = :hash' : 'ADD version :one',
        ExpressionAttributeValues: seedHash ? { ':one': 1, ':hash': seedHash } : { ':one': 1 },
      }),
    );
  },
};
