import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newAccount, skipOnboarding, submitLogin } from './accounts';
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

/** A new account whose free trial has ended, signed in on home. */
export const signInAfterTrial = async (page: Page, request: APIRequestContext, label: string) => {
  const account = newAccount(label);
  const response = await request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { user: { id: string } } };
  await endTrial(data.user.id);
  await skipOnboarding(page);
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/app');
  return account;
};
