import { InvokeStore } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

/**
 * The local run serves concurrent requests in one process, which a Lambda environment does only as a Lambda
 * Managed Instance (`AWS_LAMBDA_MAX_CONCURRENCY`). There the runtime runs each invocation in its own InvokeStore
 * context, and Powertools keeps everything per invocation in it (the logger's appended keys, its Lambda context);
 * without it, one request's log lines carried another's request id and user. So every local invocation runs as
 * Lambda runs it there, and the local functions' environment says so (LOCAL_INVOCATION_ENV, stack.ts).
 */
export const LOCAL_INVOCATION_ENV = { AWS_LAMBDA_MAX_CONCURRENCY: '64' } as const;

const REQUEST_ID = Symbol.for('_AWS_LAMBDA_REQUEST_ID');

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/** Calls `handler` in an invocation context of its own, keyed by the context's request id. */
export const invoke = async <E, R>(handler: Handler<E, R>, event: E, context: Context): Promise<R> => {
  const store = await InvokeStore.getInstanceAsync(true);
  return store.run({ [REQUEST_ID]: context.awsRequestId }, () => handler(event, context));
};
