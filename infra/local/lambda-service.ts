import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandlerLoader } from './handler-loader';
import { readBody } from './http-body';
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
}

const invokePath = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** `name`, `name:qualifier` or a full ARN → the bare function name. */
export const functionNameOf = (raw: string) => {
  const decoded = decodeURIComponent(raw);
  const arn = /^arn:aws[\w-]*:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(decoded);
  return arn?.[1] ?? decoded.split(':')[0] ?? decoded;
};

const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
};

const serviceError = (res: ServerResponse, status: number, type: string, message: string) =>
  sendJson(res, status, { Type: 'User', message }, { 'x-amzn-errortype': type });

const functionError = (error: unknown) => {
  const err = error instanceof Error ? error : new Error(String(error));
  return { errorType: err.name, errorMessage: err.message, trace: (err.stack ?? '').split('\n') };
};

export const startLambdaService = async (options: {
  port: number;
  host?: string;
  functions: Record<string, LocalFunction>;
  quiet?: boolean;
}) => {
  const loadHandler = createHandlerLoader((name) => {
    const fn = options.functions[name];
    if (!fn) throw new Error(`unknown function ${name}`);
    return fn.module;
  });
  const running = new Set<Promise<unknown>>();

  const run = async (name: string, fn: LocalFunction, event: unknown) => {
    const handler = await loadHandler(name);
    const context = createLambdaContext({
      functionName: name,
      timeoutMs: fn.timeoutMs ?? 30_000,
      memoryMb: fn.memoryMb,
      requestId: randomUUID(),
    });
    return handler(event, context);
  };

  const server = createServer(async (req, res) => {
    const match = invokePath.exec(req.url?.split('?')[0] ?? '');
    if (req.method !== 'POST' || !match?.[1]) {
      serviceError(res, 404, 'UnknownOperationException', `unsupported request ${req.method} ${req.url}`);
      return;
    }
    const name = functionNameOf(match[1]);
    const fn = options.functions[name];
    if (!fn) {
      serviceError(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
      return;
    }
    const raw = (await readBody(req)).toString('utf8');
    let event: unknown = null;
    try {
      if (raw.trim() !== '') event = JSON.parse(raw);
    } catch {
      serviceError(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
      return;
    }

    const invocationType = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    if (invocationType === 'DryRun') {
      res.writeHead(204).end();
      return;
    }
    if (invocationType === 'Event') {
      // Accepted at once, run after the answer, like Lambda's async queue (one attempt; errors are logged).
      res.writeHead(202, { 'x-amzn-requestid': randomUUID() }).end();
      const task = run(name, fn, event)
        .catch((error: unknown) => console.error(`[lambda] ${name} failed (async):`, error))
        .finally(() => running.delete(task));
      running.add(task);
      return;
    }
    try {
      const result = await run(name, fn, event);
      sendJson(res, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      if (!options.quiet) console.error(`[lambda] ${name} failed:`, error);
      sendJson(res, 200, functionError(error), {
        'x-amz-executed-version': '$LATEST',
        'x-amz-function-error': 'Unhandled',
      });
    }
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;

  /** Resolves when no async invocation is running (tests wait on it; stop drains it). */
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    idle,
    async close() {
      await Promise.race([idle(), new Promise((r) => setTimeout(r, 5_000))]);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
export type LambdaService = Awaited<ReturnType<typeof startLambdaService>>;
