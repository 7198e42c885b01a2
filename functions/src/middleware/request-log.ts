import type { MiddlewareObj } from '@middy/core';
import { logger } from '../lib/logger';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/**
 * Correlation id and one access line per request. The id is API Gateway's request id (also sent back as
 * x-request-id), so a user's report, the access log and the function log can be joined.
 */
export const requestLog = (): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => {
  const started = new WeakMap<object, number>();
  const finish = (request: { event: ApiEvent; response: ApiResult | null | undefined }) => {
    const response = request.response;
    if (response && typeof response === 'object') {
      response.headers = {
        ...response.headers,
        'x-request-id': request.event.requestContext?.requestId ?? '',
      };
    }
    logger.info('request', {
      status: typeof response === 'object' ? response?.statusCode : undefined,
      ms: Date.now() - (started.get(request) ?? Date.now()),
    });
  };
  return {
    before: async (request) => {
      started.set(request, Date.now());
      logger.resetKeys();
      logger.appendKeys({
        requestId: request.event.requestContext?.requestId,
        route: request.event.routeKey,
        userId:
          (request.event.requestContext?.authorizer?.jwt?.claims?.sub as string | undefined) ?? undefined,
      });
    },
    after: async (request) => finish(request),
    onError: async (request) => {
      if (request.response) finish(request);
    },
  };
};
