/**
 * The floors the products bench compares each route with: bare DynamoDB Local calls and a signed-in route's own
 * table calls made bare, at the bench's concurrency, in the same minute as the route is measured.
 */
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { tokenIdsOf } from '../src/domain/users/session-validity';

export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Latencies of `send(from)` … `send(from + requests − 1)` issued at the phase's concurrency, after 20 unmeasured
 * calls (`send(-1)` … `send(-20)`).
 */
export const latenciesOf = async (
  concurrency: number,
  requests: number,
  send: (i: number) => Promise<unknown>,
  from = 0,
) => {
  for (let i = 0; i < 20; i++) await send(-1 - i);
  const latencies: number[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests) {
        const i = from + issued++;
        const t = performance.now();
        await send(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies;
};

/** p99 of `send(0)` … `send(requests − 1)` issued at the phase's concurrency, after 20 unmeasured calls. */
export const p99Of = async (concurrency: number, requests: number, send: (i: number) => Promise<unknown>) =>
  percentile(
    (await latenciesOf(concurrency, requests, send)).sort((a, b) => a - b),
    99,
  );

/**
 * p99 of bare DynamoDB Local calls at the phase's concurrency and count, or NaN without --bare-table: a GetItem,
 * or for a phase that writes also a conditional PutItem of a new item (DynamoDB Local takes writes one at a time,
 * so a write queues far longer than a read at the same concurrency).
 */
export const bareP99 = async (
  concurrency: number,
  bareTable: string | undefined,
  requests: number,
  kind: 'read' | 'write',
) => {
  const table = bareTable;
  if (!table) return Number.NaN;
  const client = new DynamoDBClient({});
  const run = Date.now().toString(36);
  try {
    return await p99Of(concurrency, requests, (i) =>
      kind === 'read'
        ? client.send(
            new GetItemCommand({
              TableName: table,
              Key: { PK: { S: 'BENCH#BARE' }, SK: { S: 'GETITEM' } },
            }),
          )
        : client.send(
            new PutItemCommand({
              TableName: table,
              Item: { PK: { S: 'BENCH#BARE' }, SK: { S: `PUT#${run}#${i}` } },
              ConditionExpression: 'attribute_not_exists(PK)',
            }),
          ),
    );
  } finally {
    client.destroy();
  }
};

/** Whose a token is and the ids a logout revokes, as the account check reads them (middleware/claims.ts). */
const claimsOf = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return { sub: String(payload.sub), ids: tokenIdsOf(payload) };
};

/**
 * A signed-in route's own table calls, made bare by the functions' own repositories in the same rounds as the
 * route makes them (the account check's BatchGetItem, then the route's reads at once, then its write): the floor
 * that route stands on in DynamoDB Local at this concurrency, without HTTP, the gateway's JWT check, the
 * handler's logic or its compression. Undefined without --bare-table. A search and the recommendations also ask
 * the catalog cache (services/catalog-index.ts) as they do: its version check is a table read of theirs, which
 * concurrent requests share.
 */
export const ownTableCalls = async (
  bareTable: string | undefined,
): Promise<Record<string, (request: BenchRequest, i: number) => Promise<unknown>>> => {
  const table = bareTable;
  if (!table) return {};
  process.env.TABLE_NAME = table;
  const [
    { sessionsRepository },
    { productPrefsRepository },
    { analysesRepository },
    routines,
    completions,
    { catalogCache },
  ] = await Promise.all([
    import('../src/adapters/dynamo/sessions-repository'),
    import('../src/adapters/dynamo/product-prefs-repository'),
    import('../src/adapters/dynamo/analyses-repository'),
    import('../src/adapters/dynamo/routines-repository'),
    import('../src/adapters/dynamo/completions-repository'),
    import('../src/services/catalog-index'),
  ]);
  const { routinesRepository } = routines;
  const { completionsRepository } = completions;
  const today = new Date().toISOString().slice(0, 10);
  const accountCheck = async (request: BenchRequest) => {
    const { sub, ids } = claimsOf(request.token ?? '');
    await sessionsRepository.accountSession(sub, ids);
    return sub;
  };
  const run = Date.now().toString(36);
  // A search and the recommendations read the same for the caller (favourites and avoid list, latest analysis)
  // beside the catalog's version.
  const shopper = async (request: BenchRequest) => {
    const sub = await accountCheck(request);
    await Promise.all([
      productPrefsRepository.load(sub),
      analysesRepository.latestCompleteNumbers(sub),
      catalogCache.get(),
    ]);
  };
  return {
    search: shopper,
    recommended: shopper,
    routines: async (request) => {
      const sub = await accountCheck(request);
      await Promise.all([routinesRepository.listAll(sub), completionsRepository.forDay(sub, today)]);
    },
    completeStep: async (request, i) => {
      const sub = await accountCheck(request);
      const { routineId, stepId } = request.body as { routineId: string; stepId: string };
      await Promise.all([routinesRepository.get(sub, routineId), completionsRepository.forDay(sub, today)]);
      // A key of its own, as every measured completion is a first one.
      await completionsRepository.record(sub, {
        routineId,
        stepId: `${stepId}-floor-${run}-${i}`,
        day: today,
        routineStepIds: [stepId],
        completedAt: new Date().toISOString(),
      });
    },
  };
};
