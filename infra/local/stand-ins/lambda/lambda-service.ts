import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLarge, closeServer, listen, readBody, sendJson } from '../../http';
import { createHandlerLoader } from './handler-loader';
import { invoke } from './invocation';
import { createLambdaContext } from './lambda-context';

/**
 * The local Lambda service: the Invoke API (`POST /2015-03-31/functions/{name}/invocations`) over HTTP, so the
 * same SDK calls work as in AWS (cognito-local's trigger calls with aws-sdk v2, the API's async analyzer call
 * with @aws-sdk/client-lambda through AWS_ENDPOINT_URL_LAMBDA). Functions run in this process.
 */
export interface LocalFunction {
  /** Absolute path of the module that exports `handler`. */
  module: string;
  timeoutMs?: number;
  memoryMb?: number;
  /**
   * Asynchronous invocations, as the function's EventInvokeConfig says in AWS: how many times a failed attempt
   * is retried, and the local function that then gets Lambda's invocation record (its on-failure destination).
   * AWS waits about a minute before a retry and two before the next; here the retry follows at once.
   */
  async?: { retryAttempts: number; onFailure?: string };
}

const invokePath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** `POST /_local/functions/{name}/crash-next` with the payload fields to match (JSON object, may be empty). */
const crashPath = /^\/_local\/functions\/([^/]+)\/crash-next$/;

/** `name`, `name:qualifier` or a full ARN → the bare function name. */
export const functionNameOf = (raw: string) => {
  const decoded = decodeURIComponent(raw);
  const arn = /^arn:aws[\w-]*:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(decoded);
  return arn?.[1] ?? decoded.split(':')[0] ?? decoded;
};

const serviceError = (res: ServerResponse, status: number, type: string, message: string) =>
  sendJson(res, status, { Type: 'User', message }, { 'x-amzn-errortype': type });

const functionError = (error: unknown) => {
  const err = error instanceof Error ? error : new Error(String(error));
  return { errorType: err.name, errorMessage: err.message, trace: (err.stack ?? '').split('\n') };
};

/** What a fault injected with `crashNextInvocation` throws, on every attempt of that invocation. */
export class InjectedCrash extends Error {
  override name = 'InjectedCrash';
}

const LOCAL_ACCOUNT = '000000000000';
const functionArnOf = (name: string) => `arn:aws:lambda:us-east-1:${LOCAL_ACCOUNT}:function:${name}:$LATEST`;

interface LambdaServiceOptions {
  port: number;
  host?: string;
  functions: Record<string, LocalFunction>;
  quiet?: boolean;
}

/**
 * Injected faults: the next asynchronous invocation of `name` whose payload has the `match` fields throws on
 * every attempt. Matching on the payload (e.g. the user id) keeps a test's fault from hitting another test's
 * invocation running at the same time.
 */
const faultInjector = (functions: Record<string, LocalFunction>) => {
  const crashes: Array<{ name: string; match: Record<string, unknown> }> = [];
  return {
    take(name: string, event: unknown) {
      const index = crashes.findIndex(
        (crash) =>
          crash.name === name &&
          Object.entries(crash.match).every(
            ([field, value]) => (event as Record<string, unknown> | null)?.[field] === value,
          ),
      );
      if (index >= 0) crashes.splice(index, 1);
      return index >= 0;
    },
    crashNextInvocation(name: string, match: Record<string, unknown> = {}) {
      if (!functions[name]) throw new Error(`unknown function ${name}`);
      crashes.push({ name, match });
    },
  };
};
type Faults = ReturnType<typeof faultInjector>;

/** Runs the functions as Lambda does: synchronously, or asynchronously with retries and an on-failure destination. */
const functionRunner = (options: LambdaServiceOptions, faults: Faults) => {
  const loadHandler = createHandlerLoader((name) => {
    const fn = options.functions[name];
    if (!fn) throw new Error(`unknown function ${name}`);
    return fn.module;
  });
  const run = async (name: string, fn: LocalFunction, event: unknown, requestId: string = randomUUID()) => {
    const handler = await loadHandler(name);
    const context = createLambdaContext({
      functionName: name,
      timeoutMs: fn.timeoutMs ?? 30_000,
      memoryMb: fn.memoryMb,
      requestId,
    });
    return invoke(handler, event, context);
  };

  /**
   * Lambda's asynchronous path: the attempt and its retries share one request id; when they are spent, the
   * on-failure destination is invoked (asynchronously too) with the invocation record AWS sends, so the
   * destination's handler reads the same shape here as in AWS.
   */
  const runAsync = async (name: string, fn: LocalFunction, event: unknown): Promise<void> => {
    const requestId = randomUUID();
    const crashing = faults.take(name, event);
    const attempts = 1 + (fn.async?.retryAttempts ?? 0);
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        if (crashing) throw new InjectedCrash(`${name} crashed (fault injected, attempt ${attempt})`);
        await run(name, fn, event, requestId);
        return;
      } catch (error) {
        lastError = error;
        if (!options.quiet || !(error instanceof InjectedCrash))
          console.error(`[lambda] ${name} failed (async, attempt ${attempt}/${attempts}):`, error);
      }
    }
    const destination = fn.async?.onFailure;
    const target = destination ? options.functions[destination] : undefined;
    if (!destination || !target) return;
    await runAsync(destination, target, failureRecord(name, requestId, attempts, event, lastError));
  };
  return { run, runAsync };
};

/** The invocation record Lambda sends an on-failure destination once the retries are spent. */
const failureRecord = (
  name: string,
  requestId: string,
  attempts: number,
  event: unknown,
  error: unknown,
) => ({
  version: '1.0',
  timestamp: new Date().toISOString(),
  requestContext: {
    requestId,
    functionArn: functionArnOf(name),
    condition: 'RetriesExhausted',
    approximateInvokeCount: attempts,
  },
  requestPayload: event,
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: functionError(error),
});

/** The invocation's payload within Lambda's quotas, as JSON; undefined once an error is answered. */
const invocationEvent = async (req: IncomingMessage, res: ServerResponse, invocationType: string) => {
  // Lambda's payload quotas: 6 MB for a synchronous invocation, 256 KB for an asynchronous one.
  const limit = invocationType === 'Event' ? 256 * 1024 : 6 * 1024 * 1024;
  const body = await readBody(req, limit).catch((error: unknown) => {
    if (error instanceof BodyTooLarge) return undefined;
    throw error;
  });
  if (!body) {
    serviceError(res, 413, 'RequestTooLargeException', `Request must be smaller than ${limit} bytes`);
    return undefined;
  }
  const raw = body.toString('utf8');
  try {
    return { event: raw.trim() !== '' ? (JSON.parse(raw) as unknown) : null };
  } catch {
    serviceError(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
    return undefined;
  }
};

/** Test control, not an AWS API: integration tests run in other processes than this service. */
const answerCrashControl = async (
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  faults: Faults,
) => {
  try {
    const raw = (await readBody(req)).toString('utf8');
    faults.crashNextInvocation(decodeURIComponent(name), raw.trim() ? JSON.parse(raw) : {});
    res.writeHead(204).end();
  } catch (error) {
    serviceError(res, 400, 'InvalidRequestContentException', String(error));
  }
};

export const startLambdaService = async (options: LambdaServiceOptions) => {
  const faults = faultInjector(options.functions);
  const { run, runAsync } = functionRunner(options, faults);
  const running = new Set<Promise<unknown>>();

  const server = createServer(async (req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const control = crashPath.exec(path);
    if (req.method === 'POST' && control?.[1]) return answerCrashControl(req, res, control[1], faults);
    const match = invokePath.exec(path);
    if (req.method !== 'POST' || !match?.[1])
      return serviceError(
        res,
        404,
        'UnknownOperationException',
        `unsupported request ${req.method} ${req.url}`,
      );
    const name = functionNameOf(match[1]);
    const fn = options.functions[name];
    if (!fn) return serviceError(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    const invocationType = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    const payload = await invocationEvent(req, res, invocationType);
    if (!payload) return;
    if (invocationType === 'DryRun') return void res.writeHead(204).end();
    if (invocationType === 'Event') {
      // Accepted at once, run after the answer, like Lambda's async queue (retries and destination included).
      res.writeHead(202, { 'x-amzn-requestid': randomUUID() }).end();
      const task = runAsync(name, fn, payload.event)
        .catch((error: unknown) => console.error(`[lambda] ${name} failed (async):`, error))
        .finally(() => running.delete(task));
      running.add(task);
      return;
    }
    try {
      const result = await run(name, fn, payload.event);
      sendJson(res, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      if (!options.quiet) console.error(`[lambda] ${name} failed:`, error);
      sendJson(res, 200, functionError(error), {
        'x-amz-executed-version': '$LATEST',
        'x-amz-function-error': 'Unhandled',
      });
    }
  });
  const port = await listen(server, options.port, options.host);

  /** Resolves when no async invocation is running (tests wait on it; stop drains it). */
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    idle,
    /** Fault injection: the next asynchronous invocation of `name` (with `match` in its payload) throws. */
    crashNextInvocation: faults.crashNextInvocation,
    async close() {
      await Promise.race([idle(), new Promise((r) => setTimeout(r, 5_000))]);
      await closeServer(server);
    },
  };
};
export type LambdaService = Awaited<ReturnType<typeof startLambdaService>>;
