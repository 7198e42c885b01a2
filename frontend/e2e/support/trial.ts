import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { e2eEnvironment } from './environment';

/**
 * Ends a user's free trial in the local table: no screen does that (staff will, in the admin area), and the
 * premium journeys start after it, in the worker's own stack (support/environment.ts); against `npm start` its
 * DynamoDB Local port and table.
 */
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: e2eEnvironment.dynamodbEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);

export const endTrial = async (userId: string) => {
  await client.send(
    new UpdateCommand({
      TableName: e2eEnvironment.tableName,
      Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET trialEndsAt = :past',
      ExpressionAttributeValues: { ':past': '2001-01-01T00:00:00.000Z' },
    }),
  );
};
