import type { RouteDef } from '@pele/shared/route-def';
import type { Context } from 'aws-lambda';
import { buildHttpApiEvent, toAuthorizerClaims } from '../../infra/local/gateway/api-event';
import { invoke } from '../../infra/local/stand-ins/lambda/invocation';
import type { ApiEvent } from '../src/middleware/types';

/** One call to the table: when it was sent and when its answer came, in ms. */
export interface TableCall {
  command: string;
  start: number;
  end: number;
}

/**
 * Sequential round trips in a set of calls: a call that starts after another ended waits on it, calls that
 * overlap run side by side. The depth of the longest chain of calls each started after the previous one ended.
 */
export function sequentialRoundTrips(calls: readonly TableCall[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  sorted.forEach((call, i) => {
    let depth = 1;
    for (let j = 0; j < i; j++)
      if ((sorted[j]?.end ?? Number.POSITIVE_INFINITY) <= call.start)
        depth = Math.max(depth, (depths[j] ?? 0) + 1);
    depths.push(depth);
  });
  return Math.max(0, ...depths);
}

let recording: TableCall[] | undefined;
let installed = false;

/** Times every command the functions' document client sends, while `recording` is set. */
const installRecorder = async () => {
  if (installed) return;
  const { documentClient } = await import('../src/adapters/dynamo/client');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const call = { command: String(context.commandName), start: performance.now(), end: 0 };
      try {
        return await next(args);
      } finally {
        call.end = performance.now();
        recording?.push(call);
      }
    },
    { step: 'initialize', name: 'peleRoundTripRecorder', priority: 'high' },
  );
  installed = true;
};

/** A signed-in request for `route` as the local gateway hands it to a function, with the caller's claims. */
const eventFor = (route: RouteDef, claims: Record<string, unknown>, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return buildHttpApiEvent({
    method: route.method,
    url: `${route.path}${search ? `?${search}` : ''}`,
    headers: {},
    body: Buffer.alloc(0),
    sourceIp: '127.0.0.1',
    requestId: 'round-trips',
    routeKey: `${route.method} ${route.path}`,
    pathParameters: {},
    jwt: { claims: toAuthorizerClaims(claims), scopes: [] },
    domainName: 'localhost',
  }) as ApiEvent;
};

const context = {
  awsRequestId: 'round-trips',
  functionName: 'round-trips',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

/** The claims an access token carries (its payload), as the authorizer hands them to the function. */
export const claimsOfToken = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/**
 * The table calls one warm invocation of a handler makes, run in this process against the table the environment
 * names (TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB), as the local stack invokes it: the module is imported and called once first, as a warm container
 * has loaded its catalog and connections, then called again and measured. Answers the calls and the status.
 */
export async function tableCallsOf(
  handlerModule: string,
  route: RouteDef,
  claims: Record<string, unknown>,
  query: Record<string, string> = {},
): Promise<{ calls: TableCall[]; roundTrips: number; status: number }> {
  await installRecorder();
  const { handler } = (await import(handlerModule)) as {
    handler: (event: ApiEvent, context: Context) => Promise<{ statusCode?: number }>;
  };
  // As the local run calls a function (an invocation context of its own, which Powertools' logger may need).
  await invoke(handler, eventFor(route, claims, query), context);
  recording = [];
  try {
    const result = await invoke(handler, eventFor(route, claims, query), context);
    const calls = recording;
    return { calls, roundTrips: sequentialRoundTrips(calls), status: result.statusCode ?? 0 };
  } finally {
    recording = undefined;
  }
}
