import { paginateQuery, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';

type Item = Record<string, unknown>;
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** The record a repository stored, without the table's own attributes (its keys and item type). */
export const withoutKeys = <T>(item: Item): T => {
  const { PK: _pk, SK: _sk, type: _type, ...rest } = item;
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
