import type { MiddlewareObj } from '@middy/core';
import type { ErrorEnvelope } from '@pele/shared/envelope';
import { server } from '@pele/shared/messages';
import type { RouteDef } from '@pele/shared/route-def';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyUnavailable } from '../adapters/dependency-errors';
import { AppError, statusOf } from '../domain/errors';
import { logger } from '../lib/logger';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/** A new object each time: later middlewares (compression, the access log) add headers to the answer's own. */
const jsonHeaders = () => ({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
});

/** The one place an application error becomes an HTTP status and the `{success:false}` envelope. */
export const errorResponse = (error: AppError): ApiResult => {
  const body: ErrorEnvelope = { success: false, error: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  if (error.feature) body.feature = error.feature;
  return {
    statusCode: statusOf(error.code),
    headers:
      error.retryAfterSeconds === undefined
        ? jsonHeaders()
        : { ...jsonHeaders(), 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) },
    body: JSON.stringify(body),
  };
};

/**
 * Wraps the route's data in `{success:true, data}` and maps every thrown error to `{success:false, error}`
 * with its status. A dependency that is not answering (see dependency-errors.ts) is a 503 with Retry-After;
 * other unknown errors are logged whole and answered as a bare 500: no internals leak.
 * With VALIDATE_RESPONSES=true (local run and tests) the data is checked against the route's response
 * schema, so a handler that drifts from the declared contract fails loudly instead of surprising the SPA.
 */
export const envelope = (route: RouteDef): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  after: async (request) => {
    let data: unknown = request.response;
    if (process.env.VALIDATE_RESPONSES === 'true') {
      const checked = route.response.safeParse(data);
      if (!checked.success) {
        logger.error('response does not match the route schema', { issues: checked.error.issues });
        throw new Error('response schema mismatch');
      }
      data = checked.data;
    }
    request.response = {
      statusCode: route.status ?? 200,
      headers: jsonHeaders(),
      body: JSON.stringify({ success: true, data }),
    };
  },
  onError: async (request) => {
    const error = request.error;
    if (error instanceof AppError) {
      if (statusOf(error.code) >= 500) logger.error('request failed', { error });
      else logger.info('request refused', { code: error.code, status: statusOf(error.code) });
      request.response = errorResponse(error);
      return;
    }
    if (isDependencyUnavailable(error)) {
      // Not a bug: the table or the payment provider is down or throttling. The caller may retry as is, and
      // nothing was half-written because every multi-item write of the product is one transaction.
      logger.warn('dependency unavailable', { error });
      request.response = errorResponse(
        new AppError('SERVICE_UNAVAILABLE', server.serviceUnavailable, {
          retryAfterSeconds: DEPENDENCY_RETRY_AFTER_SECONDS,
        }),
      );
      return;
    }
    logger.error('unhandled error', { error });
    request.response = errorResponse(new AppError('INTERNAL', server.internal));
  },
});
