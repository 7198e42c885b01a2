import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { documentClient } from './client';
import { keys } from './keys';

export type Counter = 'totalUsers' | 'totalAnalyses' | 'totalProducts' | 'totalReviews';

/** Dashboard counters kept with atomic ADD on every write, so the dashboard never scans (pattern 4). */
export const addToCounter = async (counter: Counter, delta: number) => {
  await documentClient.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.counters(),
      UpdateExpression: 'ADD #c :d',
      ExpressionAttributeNames: { '#c': counter },
      ExpressionAttributeValues: { ':d': delta },
    }),
  );
};
