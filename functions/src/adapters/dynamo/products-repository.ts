import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import type { ProductCategory } from '@pele/shared/schemas/products';
import { config } from '../../config';
import type { ProductRecord } from '../../domain/products/product-record';
import { auditTrail } from './audit-trail';
import { type CatalogVersion, catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { counterItems } from './counters';
import { batchGetAll, queryAll } from './items';
import { keys } from './keys';
import { brlOf, inCents } from './money-attributes';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

/** Catalog fields the seed (and later the admin area) writes; ratings are never among them. */
export type CatalogFields = Omit<
  ProductRecord,
  'ratingTotal' | 'numReviews' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'purchaseUrl'
> &
  Partial<Pick<ProductRecord, 'purchaseUrl'>>;

/** What an admin write came to: done, the product is not there (or deleted), or it changed meanwhile. */
export type AdminWriteOutcome = 'done' | 'not-found' | 'changed' | 'busy';

const versionBump = (): LabelledItem => ({
  label: 'version',
  Update: {
    TableName: config.tableName,
    Key: keys.catalogVersion(),
    UpdateExpression: 'ADD version :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** `deletedAt` exists only on a deleted product: conditions test `attribute_not_exists(deletedAt)`. */
const withoutDeletedAt = ({ deletedAt: _deleted, ...rest }: ProductRecord) => rest;

const MONEY = ['price', 'originalPrice'] as const;
/** Prices go in as centavos; the BRL attributes of items written before then go away on the same write. */
const LEGACY_MONEY = 'REMOVE #legacy0, #legacy1';
const legacyNames = { '#legacy0': 'price', '#legacy1': 'originalPrice' };

const outcomeOf = async (items: LabelledItem[]): Promise<AdminWriteOutcome> => {
  const outcome = await transactWrite(items);
  if (outcome.ok) return 'done';
  if ('busy' in outcome) return 'busy';
  return conditionFailed(outcome, 'product') ? 'changed' : 'busy';
};

const toRecord = (item: Record<string, unknown>): ProductRecord => ({
  id: item.id as string,
  name: item.name as string,
  brand: item.brand as string,
  category: item.category as ProductCategory,
  price: brlOf(item, 'price') ?? 0,
  originalPrice: brlOf(item, 'originalPrice'),
  description: (item.description as string) ?? '',
  howToUse: (item.howToUse as string) ?? '',
  benefits: (item.benefits as string[]) ?? [],
  ingredients: (item.ingredients as string[]) ?? [],
  skinTypes: (item.skinTypes as string[]) ?? [],
  concerns: (item.concerns as string[]) ?? [],
  tags: (item.tags as string[]) ?? [],
  countInStock: Number(item.countInStock ?? 0),
  imageKey: item.imageKey as string,
  purchaseUrl: (item.purchaseUrl as string | null | undefined) ?? null,
  deletedAt: (item.deletedAt as string | null | undefined) ?? null,
  ratingTotal: Number(item.ratingTotal ?? 0),
  numReviews: Number(item.numReviews ?? 0),
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
});

export const productsRepository = {
  /** Pattern 8; strongly consistent, so a rating just written shows at once. A deleted product is not found. */
  async get(id: string): Promise<ProductRecord | undefined> {
    const record = await productsRepository.getIncludingDeleted(id);
    return record?.deletedAt ? undefined : record;
  },

  /** Also a deleted product: past orders and reviews still show its name and image. */
  async getIncludingDeleted(id: string): Promise<ProductRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.product(id), ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  },

  /**
   * A new product (admin): the item, its catalog entry, the product counter, the catalog version and the
   * audit entry in one transaction, so every container's index sees it on its next request.
   */
  async create(record: ProductRecord, audit: AuditEntry): Promise<AdminWriteOutcome> {
    return outcomeOf([
      {
        label: 'product',
        Put: {
          TableName: config.tableName,
          Item: {
            ...keys.product(record.id),
            ...keys.catalogIndex(record.category, record.id),
            type: 'PRODUCT',
            ...inCents(withoutDeletedAt(record), MONEY),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...counterItems({ totals: { totalProducts: 1 } }, new Date(record.createdAt)),
      versionBump(),
      auditTrail.item(audit),
    ]);
  },

  /**
   * Replaces a product's catalog fields (admin) if it is still as `seen` was read (optimistic lock on
   * updatedAt); ratings are never part of it: reviews move them with atomic ADD at any time.
   */
  async update(seen: ProductRecord, next: ProductRecord, audit: AuditEntry): Promise<AdminWriteOutcome> {
    const { ratingTotal: _total, numReviews: _count, ...fields } = withoutDeletedAt(next);
    const values: Record<string, unknown> = {
      ...inCents(fields, MONEY),
      ...keys.catalogIndex(next.category, next.id),
    };
    const names = Object.keys(values);
    return outcomeOf([
      {
        label: 'product',
        Update: {
          TableName: config.tableName,
          Key: keys.product(seen.id),
          UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')} ${LEGACY_MONEY}`,
          ConditionExpression:
            'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND updatedAt = :seen',
          ExpressionAttributeNames: {
            ...Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
            ...legacyNames,
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(names.map((name, i) => [`:v${i}`, values[name]])),
            ':seen': seen.updatedAt,
          },
        },
      },
      versionBump(),
      auditTrail.item(audit),
    ]);
  },

  /**
   * Takes a product out of the catalog (admin): its catalog index entry goes, the item stays with `deletedAt`
   * so past orders and reviews still read its name and image; carts and new orders no longer find it.
   */
  async remove(seen: ProductRecord, audit: AuditEntry, now: Date): Promise<AdminWriteOutcome> {
    return outcomeOf([
      {
        label: 'product',
        Update: {
          TableName: config.tableName,
          Key: keys.product(seen.id),
          UpdateExpression: 'SET deletedAt = :now, updatedAt = :now REMOVE GSI1PK, GSI1SK',
          ConditionExpression:
            'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND updatedAt = :seen',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':seen': seen.updatedAt },
        },
      },
      ...counterItems({ totals: { totalProducts: -1 } }, now),
      versionBump(),
      auditTrail.item(audit),
    ]);
  },

  /** Pattern 8 for a page of products, in the order asked; deleted ones are left out. */
  async getMany(ids: readonly string[]): Promise<ProductRecord[]> {
    const found = new Map(
      (
        await batchGetAll(
          ids.map((id) => keys.product(id)),
          { consistent: true },
        )
      ).map((item) => [item.id as string, toRecord(item)]),
    );
    return ids.flatMap((id) => {
      const record = found.get(id);
      return record && !record.deletedAt ? [record] : [];
    });
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
      ...inCents(fields, MONEY),
      ...keys.catalogIndex(fields.category, fields.id),
      type: 'PRODUCT',
      updatedAt: now,
    };
    const names = Object.keys(values);
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.product(fields.id),
        UpdateExpression: `${[
          `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
          'createdAt = if_not_exists(createdAt, :now)',
          'ratingTotal = if_not_exists(ratingTotal, :zero)',
          'numReviews = if_not_exists(numReviews, :zero)',
        ].join(', ')} ${LEGACY_MONEY}`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
          ...legacyNames,
        },
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
