import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '../src/adapters/dynamo/keys';

/**
 * Direct table access for arranging states no API offers yet (an expired trial). Only for test setup:
 * every assertion still goes through HTTP.
 */
const env = () => inject('stackEnv' as never) as Record<string, string>;

/** The local stack's table, as the global setup started it. */
export const tableName = () => env().TABLE_NAME;

let client: DynamoDBDocumentClient | undefined;
export const documentClient = () => {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env().AWS_ENDPOINT_URL_DYNAMODB,
      region: env().AWS_REGION,
      credentials: {
        accessKeyId: env().AWS_ACCESS_KEY_ID ?? 'x',
        secretAccessKey: env().AWS_SECRET_ACCESS_KEY ?? 'x',
      },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
};

export const endTrial = async (userId: string) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      UpdateExpression: 'SET trialEndsAt = :past',
      ExpressionAttributeValues: { ':past': '2000-01-01T00:00:00.000Z' },
    }),
  );
};

/** The sort keys left in a user's partition (account erasure must leave none). */
export const userItemKeys = async (userId: string): Promise<string[]> => {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK },
      ProjectionExpression: 'SK',
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => String(item.SK));
};
