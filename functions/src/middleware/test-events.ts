import type { Context } from 'aws-lambda';
import type { ApiEvent } from './types';

/** A minimal API Gateway HTTP API v2 event, as the authorizer hands it to a function. */
export const apiEvent = (overrides: {
  body?: string;
  claims?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string>;
  isBase64Encoded?: boolean;
  contentType?: string;
  /** More request headers (names in lower case, as API Gateway passes them). */
  headers?: Record<string, string>;
}): ApiEvent =>
  ({
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: { 'content-type': overrides.contentType ?? 'application/json', ...overrides.headers },
    body: overrides.body,
    isBase64Encoded: overrides.isBase64Encoded ?? false,
    queryStringParameters: overrides.query,
    pathParameters: overrides.params,
    requestContext: {
      requestId: 'req-1',
      http: { method: 'POST', path: '/api/test' },
      authorizer: overrides.claims ? { jwt: { claims: overrides.claims, scopes: [] } } : undefined,
    },
  }) as unknown as ApiEvent;

export const lambdaContext = () =>
  ({
    awsRequestId: 'aws-req-1',
    functionName: 'test',
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;
