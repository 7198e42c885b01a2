import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Ends a user's free trial in the local table: no screen does that (staff will, in the admin area), and the
 * premium journeys start after it. `npm test` passes the table's endpoint and name (E2E_DYNAMODB_ENDPOINT,
 * E2E_TABLE_NAME); against `npm start` the defaults are its DynamoDB Local port and table.
 */
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: process.env.E2E_DYNAMODB_ENDPOINT ?? 'http://127.0.0.1:8000',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);

export const endTrial = async (userId: string) => {
  await client.send(
    new UpdateCommand({
      TableName: process.env.E2E_TABLE_NAME ?? 'pele',
      Key: { PK: `USER#${userId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET trialEndsAt = :past',
      ExpressionAttributeValues: { ':past': '2001-01-01T00:00:00.000Z' },
    }),
  );
};
