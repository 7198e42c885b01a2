import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductCategory } from '@pele/shared/schemas/products';
import { config } from '../../config';
import type { ProductRecord } from '../../domain/products/product-record';
import { type CatalogVersion, catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { queryAll } from './items';
import { keys } from './keys';

/** Catalog fields the seed (and later the admin area) writes; ratings are never among them. */
export type CatalogFields = Omit<ProductRecord, 'ratingTotal' | 'numReviews' | 'createdAt' | 'updatedAt'>;

const toRecord = (item: Record<string, unknown>): ProductRecord => ({
  id: item.id as string,
  name: item.name as string,
  brand: item.brand as string,
  category: item.category as ProductCategory,
  price: Number(item.price),
  originalPrice:
    item.originalPrice === undefined || item.originalPrice === null ? null : Number(item.originalPrice),
  description: (item.description as string) ?? '',
  howToUse: (item.howToUse as string) ?? '',
  benefits: (item.benefits as string[]) ?? [],
  ingredients: (item.ingredients as string[]) ?? [],
  skinTypes: (item.skinTypes as string[]) ?? [],
  concerns: (item.concerns as string[]) ?? [],
  tags: (item.tags as string[]) ?? [],
  countInStock: Number(item.countInStock ?? 0),
  imageKey: item.imageKey as string,
  ratingTotal: Number(item.ratingTotal ?? 0),
  numReviews: Number(item.numReviews ?? 0),
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

export const productsRepository = {
  /** Pattern 8; strongly consistent, so a rating just written shows at once. */
  async get(id: string): Promise<ProductRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.product(id), ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  },

  /** Pattern 9: every product, a page of up to 1 MB at a time, in category then id order. */
  async listCatalog(): Promise<ProductRecord[]> {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.catalogIndexPartition },
    });
    return items.map(toRecord);
  },

  /** Pattern 10. */
  catalogVersion: (): Promise<CatalogVersion> => catalogVersion.read(),

  /** Tells every container's search index to reload (on its next freshness check). */
  bumpVersion: (seedHash?: string): Promise<void> => catalogVersion.bump(seedHash),

  /**
   * Writes a product's catalog fields, creating it if needed, without touching its ratings (a re-seed
   * must not reset reviews). Returns true when the product is new.
   */
  async upsertCatalogFields(fields: CatalogFields, now: string): Promise<boolean> {
    const values: Record<string, unknown> = {
      ...fields,
      ...keys.catalogIndex(fields.category, fields.id),
      type: 'PRODUCT',
      updatedAt: now,
    };
    const names = Object.keys(values);
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.product(fields.id),
        UpdateExpression: [
          `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
          'createdAt = if_not_exists(createdAt, :now)',
          'ratingTotal = if_not_exists(ratingTotal, :zero)',
          'numReviews = if_not_exists(numReviews, :zero)',
        ].join(', '),
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
          ':now': now,
          ':zero': 0,
        },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return Attributes?.createdAt === undefined;
  },
};
