import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  PutCommand,
  paginateScan,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { keys } from '../src/adapters/dynamo/keys';
import { completionKey, type StepCompletion } from '../src/domain/routines/completion';

/**
 * Direct table access for arranging states no API offers yet (an expired trial). Only for test setup:
 * every assertion still goes through HTTP.
 */
const env = () => testStack().env;

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

/**
 * A step completion on a day the API no longer accepts (older than yesterday), to arrange a history
 * for the streak. Same key and item as the completions repository writes.
 */
export const writeCompletion = async (userId: string, completion: StepCompletion) => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.stepDone(userId, completionKey(completion)), type: 'STEP_DONE', ...completion },
    }),
  );
};

/** A check-in of a day the API no longer takes (older than yesterday). Same key and item as the repository writes. */
export const writeCheckIn = async (userId: string, day: string, score: number) => {
  const at = `${day}T12:00:00.000Z`;
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.checkIn(userId, day), type: 'CHECK_IN', day, score, createdAt: at, updatedAt: at },
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

/**
 * A subscription as fulfilment would have stored it, for tests of the gates that need no checkout. The
 * checkout journeys themselves go through the local Stripe stand-in (premium-checkout.int.test.ts).
 */
export const writeSubscription = async (
  userId: string,
  subscription: {
    id: string;
    status: 'active' | 'past_due' | 'canceled' | 'incomplete';
    currentPeriodEnd: string;
    features: string[];
    cancelAtPeriodEnd?: boolean;
  },
) => {
  const now = new Date().toISOString();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.subscription(userId, subscription.id),
        type: 'SUBSCRIPTION',
        id: subscription.id,
        userId,
        customerId: 'cus_test',
        plan: {
          id: 'premium-mensal',
          name: 'Premium Mensal',
          price: 29.9,
          durationDays: 30,
          features: subscription.features,
          isPopular: false,
          order: 1,
        },
        features: subscription.features,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false,
        createdAt: now,
        updatedAt: now,
        syncedAt: now,
      },
    }),
  );
};

/** Sets a product's stock (the admin area will do this through the API); returns the previous count. */
export const setStock = async (productId: string, countInStock: number): Promise<number> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'SET countInStock = :n',
      ExpressionAttributeValues: { ':n': countInStock },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Number(Attributes?.countInStock ?? 0);
};

/** Moves a user's trial end (and its index entry, as a new profile gets it) to `trialEndsAt`. */
export const setTrialEnd = async (userId: string, trialEndsAt: string) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      UpdateExpression: 'SET trialEndsAt = :end, GSI2PK = :pk, GSI2SK = :sk',
      ExpressionAttributeValues: {
        ':end': trialEndsAt,
        ':pk': keys.trialEndsIndex(trialEndsAt.slice(0, 10), userId).GSI2PK,
        ':sk': userId,
      },
    }),
  );
};

/**
 * Every item anywhere in the table whose attributes mention one of `needles` (a user id, an e-mail): a Scan,
 * which only a test may do, to prove account erasure left nothing of the user in any partition or index.
 */
export const itemsMentioning = async (...needles: string[]): Promise<Array<Record<string, unknown>>> => {
  const found: Array<Record<string, unknown>> = [];
  const lowered = needles.map((needle) => needle.toLowerCase());
  for await (const page of paginateScan(
    { client: documentClient() },
    { TableName: tableName(), ConsistentRead: true },
  )) {
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      if (lowered.some((needle) => text.includes(needle))) found.push(item);
    }
  }
  return found;
};

/**
 * Moves an analysis photo's retention deadline (on the analysis and on its owner item, the retention index
 * entry) to `deleteAfter`, as if it had been kept 90 days before: the job's own clock is then the real one.
 */
export const setPhotoDeadline = async (
  userId: string,
  analysisId: string,
  objectKey: string,
  deleteAfter: string,
) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.analysis(userId, analysisId),
      UpdateExpression: 'SET photoDeleteAfter = :at',
      ExpressionAttributeValues: { ':at': deleteAfter },
    }),
  );
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.storedObject(userId, objectKey),
      UpdateExpression: 'SET deleteAfter = :at, GSI2SK = :sk',
      ExpressionAttributeValues: {
        ':at': deleteAfter,
        ':sk': keys.photoRetentionIndex(deleteAfter, objectKey).GSI2SK,
      },
    }),
  );
};

/** Sets the consent on record to an older text's version, as if the text had changed since. */
export const setConsentVersion = async (userId: string, version: string) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      UpdateExpression: 'SET photoConsent.version = :version',
      ExpressionAttributeValues: { ':version': version },
    }),
  );
};

/** A notification in a user's centre, as notifyUser stores it (for tests of the routes that read them). */
export const putNotification = async (
  userId: string,
  input: { id: string; title: string; createdAt?: string },
) => {
  const createdAt = input.createdAt ?? new Date().toISOString();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.notification(userId, input.id),
        type: 'NOTIFICATION',
        id: input.id,
        kind: 'order_paid',
        title: input.title,
        body: 'Corpo de teste',
        link: null,
        createdAt,
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      },
    }),
  );
};
