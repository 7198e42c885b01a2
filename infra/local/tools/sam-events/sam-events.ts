/**
 * API Gateway HTTP API events, one per route of the route table, for `sam local invoke -e` against the synthesized
 * stacks (README, "Deploying to AWS"; write-sam-events.ts writes them): each carries a request its route's
 * schemas accept and, on a signed-in route, the JWT authorizer's claims API Gateway would pass.
 */
import { fillPath, type RouteDef } from '@pele/shared/route-def';
import { generateSync } from 'json-schema-faker';
import { z } from 'zod/mini';
import { buildHttpApiEvent } from '../../gateway/api-event';

const SEEDS = 50;

/** Fields whose values have a shape the schema checks beyond JSON Schema's reach (a refinement or a pipe). */
const PLAUSIBLE: [RegExp, string | number][] = [
  [/email/i, 'ana.souza@example.com'],
  [/url$/i, 'https://pele.example.com/app/premium'],
  [/endpoint$/i, 'https://push.example.com/send/f3Kq9'],
  [/price/i, 89.9],
];

const plausible = (value: unknown, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((item) => plausible(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plausible(v, k)]));
  const known = PLAUSIBLE.find(([name]) => name.test(key));
  return known && typeof value === typeof known[1] ? known[1] : value;
};

/** A value the schema accepts, the same on every run (seeded); throws where fifty tries found none. */
export const sampleInput = (schema: z.ZodMiniType, label: string): unknown => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  for (let seed = 1; seed <= SEEDS; seed++) {
    const value = plausible(generateSync(json as never, { seed, maxLength: 24, maxItems: 2 }));
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
  }
  throw new Error(`no sample of ${label} passes its schema in ${SEEDS} tries`);
};

/** The claims of a signed-in caller, as the HTTP API's JWT authorizer passes a Cognito access token's. */
const claimsFor = (access: RouteDef['access']) => ({
  claims: {
    sub: '11111111-2222-4333-8444-555555555555',
    username: '11111111-2222-4333-8444-555555555555',
    token_use: 'access',
    ...(access === 'admin' ? { 'cognito:groups': '[admin]' } : {}),
  },
  scopes: [],
});

export const samEvent = (name: string, route: RouteDef) => {
  const params = route.params ? (sampleInput(route.params, `${name} params`) as Record<string, string>) : {};
  const query = route.query ? (sampleInput(route.query, `${name} query`) as Record<string, unknown>) : {};
  const body = route.body ? sampleInput(route.body, `${name} body`) : undefined;
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return buildHttpApiEvent({
    method: route.method,
    url: `${fillPath(route.path, params)}${search ? `?${search}` : ''}`,
    headers: { 'content-type': 'application/json', 'user-agent': 'sam-local' },
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
    sourceIp: '127.0.0.1',
    requestId: `sam-local-${name}`,
    routeKey: `${route.method} ${route.path}`,
    pathParameters: params,
    ...(route.access === 'public' ? {} : { jwt: claimsFor(route.access) }),
    domainName: 'pele.example.com',
    now: new Date('2026-01-15T12:00:00Z'),
  });
};
