import '@pele/shared/zod-locale';
import type { MiddlewareObj } from '@middy/core';
import { MAX_JSON_BODY_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import type { RouteDef } from '@pele/shared/route-def';
import type { z } from 'zod/mini';
import { AppError, badRequest, payloadTooLarge } from '../domain/errors';
import type { ApiContext, ApiEvent, ApiResult } from './types';

/** `application/json`, or a `+json` type, with any parameters (charset). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

const readJsonBody = (event: ApiEvent): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return {};
  // A body sent as text/plain or a form is what a cross-site page can post without a preflight: refused.
  if (!JSON_MEDIA_TYPE.test(event.headers?.['content-type'] ?? ''))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', server.jsonRequired);
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_JSON_BODY_BYTES) throw payloadTooLarge();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('INVALID_JSON', server.invalidJsonBody);
  }
};

/** Per-field messages keyed by the field's dotted path; the first issue of a field wins. */
export const fieldMessages = (error: z.core.$ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

const check = (schema: z.ZodMiniType | undefined, value: unknown, fields: Record<string, string>) => {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  Object.assign(fields, fieldMessages(parsed.error));
  return undefined;
};

/**
 * Parses the JSON body (413 over the limit, 400 when it is not JSON) and checks body, query and path
 * against the route's zod schemas. All problems are reported at once; the first one is the headline.
 */
export const validateInput = (route: RouteDef): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: async (request) => {
    const { event } = request;
    const fields: Record<string, string> = {};
    const body = route.body ? check(route.body, readJsonBody(event), fields) : undefined;
    const query = check(route.query, event.queryStringParameters ?? {}, fields);
    const params = check(route.params, event.pathParameters ?? {}, fields);
    const first = Object.values(fields)[0];
    if (first !== undefined) throw badRequest(first, fields);
    request.context.input = { body, query, params };
  },
});
