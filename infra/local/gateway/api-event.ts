import type { IncomingHttpHeaders } from 'node:http';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';

/**
 * API Gateway HTTP API (payload format 2.0) events and responses, built the way AWS builds them, so the
 * handlers cannot tell the local gateway from the real one.
 */

/** Content types API Gateway passes as text; any other body arrives base64-encoded with isBase64Encoded. */
export const isTextContentType = (contentType: string | undefined) => {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
};

/** HTTP API claim format: every value a string; arrays as `[a b]` (what `cognito:groups` looks like in AWS). */
export const toAuthorizerClaims = (payload: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value),
    ]),
  );

const joinHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

export interface RequestFacts {
  method: string;
  /** Request target as received: path plus query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  requestId: string;
  /** `GET /api/products/{id}`. */
  routeKey: string;
  pathParameters: Record<string, string>;
  /** Claims of a verified access token; absent on public routes, as in AWS (no authorizer). */
  jwt?: { claims: Record<string, string>; scopes: string[] };
  domainName: string;
  now?: Date;
}

const clfTime = (date: Date) => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
};

export const buildHttpApiEvent = (
  facts: RequestFacts,
): APIGatewayProxyEventV2WithJWTAuthorizer | APIGatewayProxyEventV2 => {
  const now = facts.now ?? new Date();
  const queryStart = facts.url.indexOf('?');
  const rawPath = queryStart === -1 ? facts.url : facts.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : facts.url.slice(queryStart + 1);

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts.headers)) {
    const joined = joinHeader(value);
    if (joined !== undefined && name !== 'cookie') headers[name.toLowerCase()] = joined;
  }
  const cookieHeader = joinHeader(facts.headers.cookie);
  const cookies = cookieHeader
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);

  // Repeated keys are joined with commas, as API Gateway does for payload format 2.0.
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    query[key] = key in query ? `${query[key]},${value}` : value;
  }

  const hasBody = facts.body.length > 0;
  const asText = isTextContentType(joinHeader(facts.headers['content-type']));
  const event = {
    version: '2.0',
    routeKey: facts.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(facts.pathParameters).length ? { pathParameters: facts.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: facts.domainName,
      domainPrefix: facts.domainName.split('.')[0] ?? facts.domainName,
      http: {
        method: facts.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: facts.requestId,
      routeKey: facts.routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
      ...(facts.jwt ? { authorizer: { principalId: '', integrationLatency: 0, jwt: facts.jwt } } : {}),
    },
    ...(hasBody ? { body: asText ? facts.body.toString('utf8') : facts.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !asText,
  };
  return event as APIGatewayProxyEventV2WithJWTAuthorizer | APIGatewayProxyEventV2;
};

export interface HttpResponseParts {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * What API Gateway makes of a handler's return value: a structured result as given (body decoded when
 * isBase64Encoded), anything else as a 200 JSON body.
 */
export const toHttpResponse = (result: unknown): HttpResponseParts => {
  if (typeof result === 'object' && result !== null && 'statusCode' in result) {
    const structured = result as APIGatewayProxyStructuredResultV2;
    const headers = Object.fromEntries(
      Object.entries(structured.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const text = structured.body ?? '';
    return {
      statusCode: structured.statusCode ?? 200,
      headers,
      cookies: structured.cookies ?? [],
      body: structured.isBase64Encoded ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(body),
  };
};
