import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { type IndexName, tableDefinition } from './table-definition';

type Item = Record<string, unknown>;
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** The record a repository stored, without the table's own attributes (its keys, index keys and item type). */
export const withoutKeys = <T>(item: Item): T => {
  const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, type: _type, ...rest } = item;
  return rest as unknown as T;
};

export const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/** A conditional write whose failed condition is an answer (undefined), not an error. */
export async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Key condition on the items of one partition whose sort key starts with `prefix` (`:pk`, `:prefix`). */
export const sortKeyBeginsWith = (pk: string, prefix: string, values: Item = {}) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix, ...values },
});

/** Every page of a Query on the table, following LastEvaluatedKey to the end. */
export const queryPages = (input: QueryInput): AsyncIterable<QueryCommandOutput> =>
  paginateQuery({ client: documentClient }, { TableName: config.tableName, ...input });

/** Every item a Query on the table matches, however many pages it takes. */
export async function queryAll(input: QueryInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}

type Key = Record<string, unknown>;
const BATCH_ATTEMPTS = 8;
const chunks = <T>(list: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Sends a batch request until DynamoDB has processed all of it: under throttling it hands back the part it
 * did not do (UnprocessedKeys / UnprocessedItems), which is retried with exponential backoff.
 */
async function untilProcessed<P>(first: P, send: (pending: P) => Promise<P | undefined>, what: string) {
  let pending: P | undefined = first;
  for (let attempt = 0; pending !== undefined; attempt++) {
    if (attempt >= BATCH_ATTEMPTS) throw new Error(`${what}: items stayed unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    pending = await send(pending);
  }
}

const isEmpty = (request: Record<string, unknown> | undefined) =>
  !request || Object.keys(request).length === 0;

/** Every item of the table with these keys (100 per BatchGetItem), in no particular order. */
export async function batchGetAll(
  itemKeys: readonly Key[],
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  const found: Item[] = [];
  for (const part of chunks(itemKeys, 100)) {
    await untilProcessed(
      { [config.tableName]: { Keys: part, ConsistentRead: options.consistent } },
      async (request) => {
        const result = await documentClient.send(new BatchGetCommand({ RequestItems: request }));
        found.push(...(result.Responses?.[config.tableName] ?? []));
        const rest = result.UnprocessedKeys as typeof request | undefined;
        return isEmpty(rest) ? undefined : rest;
      },
      'batch get',
    );
  }
  return found;
}

/** Deletes every item with these keys (25 per BatchWriteItem). */
export async function batchDeleteAll(itemKeys: readonly Key[]): Promise<void> {
  for (const part of chunks(itemKeys, 25)) {
    const first = { [config.tableName]: part.map((Key) => ({ DeleteRequest: { Key } })) };
    await untilProcessed(
      first,
      async (request) => {
        const result = await documentClient.send(new BatchWriteCommand({ RequestItems: request }));
        const rest = result.UnprocessedItems as typeof request | undefined;
        return isEmpty(rest) ? undefined : rest;
      },
      'batch delete',
    );
  }
}

/**
 * The one item an index entry points to (GSI1PK = partition, GSI1SK = sortKey), read strongly consistent from
 * the table: how staff open an order or a review by its id alone.
 */
export async function itemByIndexEntry(partition: string, sortKey: string): Promise<Item | undefined> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': partition, ':sk': sortKey },
      ProjectionExpression: 'PK, SK',
    }),
  );
  const entry = Items?.[0];
  if (!entry) return undefined;
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: config.tableName,
      Key: { PK: entry.PK, SK: entry.SK },
      ConsistentRead: true,
    }),
  );
  return Item;
}

/**
 * Page `page` (from 1) of an index partition, newest first, `limit` per page: walks only the keys of the
 * entries before it (index pages, projection PK/SK), then reads that page's items in one BatchGetItem, in
 * index order. Admin lists use it with a page count from the counters, so no request reads a whole partition.
 */
export async function indexPage(input: {
  index: IndexName;
  partition: string;
  page: number;
  limit: number;
}): Promise<Item[]> {
  const { partitionKey } = tableDefinition.indexes[input.index];
  const wanted = input.page * input.limit;
  const found: Key[] = [];
  const pages = queryPages({
    IndexName: input.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partitionKey },
    ExpressionAttributeValues: { ':pk': input.partition },
    ProjectionExpression: 'PK, SK',
    ScanIndexForward: false,
    Limit: Math.min(wanted, 1000),
  });
  for await (const result of pages) {
    found.push(...(result.Items ?? []));
    if (found.length >= wanted) break;
  }
  const keysOfPage = found.slice((input.page - 1) * input.limit, wanted);
  const items = await batchGetAll(keysOfPage);
  const byKey = new Map<string, Item>(items.map((item) => [`${item.PK}|${item.SK}`, item]));
  return keysOfPage.flatMap((key): Item[] => {
    const item = byKey.get(`${key.PK}|${key.SK}`);
    return item ? [item] : [];
  });
}

/**
 * What staff read of one kind of item that carries admin index entries (orders, reviews): one by its id (GSI1
 * `all`, sort key = id), and one page of every item (GSI1) or of one state's (GSI2 `ofState`), newest first.
 */
export const staffListing = <State extends string, T>(
  index: { all: string; ofState: (state: State) => string },
  toRecord: (item: Item) => T,
) => ({
  async byId(id: string): Promise<T | undefined> {
    const item = await itemByIndexEntry(index.all, id);
    return item ? toRecord(item) : undefined;
  },
  async page(state: State | undefined, page: number, limit: number): Promise<T[]> {
    const items = await indexPage(
      state
        ? { index: 'GSI2', partition: index.ofState(state), page, limit }
        : { index: 'GSI1', partition: index.all, page, limit },
    );
    return items.map(toRecord);
  },
});
