import { createServer } from 'node:net';
import { ConditionalCheckFailedException, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { isDependencyUnavailable } from './dependency-errors';

/** A loopback port nobody listens on: connecting to it is refused at once, as when DynamoDB Local is stopped. */
const closedPort = () =>
  new Promise<number>((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

/** The error the real SDK throws, so the test follows the SDK's shapes rather than a guess of them. */
const caught = async (call: () => Promise<unknown>) => {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
};

describe('isDependencyUnavailable', () => {
  it('recognises the AWS SDK failing to reach a stopped DynamoDB', async () => {
    const port = await closedPort();
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
    const error = await caught(() =>
      client.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'a' }, SK: { S: 'b' } } })),
    );
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it('recognises the Stripe SDK failing to reach a stopped payment provider', async () => {
    const port = await closedPort();
    const stripe = new Stripe('sk_test_x', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await caught(() => stripe.customers.create({ email: 'a@b.co' }));
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it('recognises DynamoDB throttling and a timeout, which a retry can get past', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('slow'), { name: 'TimeoutError' }))).toBe(true);
    expect(
      isDependencyUnavailable(
        Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }),
      ),
    ).toBe(true);
  });

  it('leaves bugs and refusals alone: they are not fixed by trying again', () => {
    expect(isDependencyUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(
      isDependencyUnavailable(new ConditionalCheckFailedException({ message: 'no', $metadata: {} })),
    ).toBe(false);
    expect(isDependencyUnavailable(new AppError('NOT_FOUND', 'não'))).toBe(false);
    expect(isDependencyUnavailable(undefined)).toBe(false);
    expect(isDependencyUnavailable('ECONNREFUSED')).toBe(false);
  });
});
