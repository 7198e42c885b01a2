import { constants } from 'node:zlib';
import type { MiddlewareObj } from '@middy/core';
import httpContentEncoding from '@middy/http-content-encoding';
import httpContentNegotiation from '@middy/http-content-negotiation';
import type { ApiContext, ApiEvent, ApiResult } from './types';

type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

/**
 * The answer's JSON compressed for clients that accept it (brotli, else gzip), at the origin: CloudFront does not
 * compress the API's answers, because it compresses only what its cache policy may cache and /api/* is not cached
 * (infra/src/stacks/web-stack.ts), and API Gateway's HTTP APIs do not compress either. A product list goes from
 * about 20 KB to 4 KB on a phone's network. Brotli at quality 5 (of 11): the dynamic-content setting, a fraction of
 * a millisecond for a page of products, where 11 would take longer than the request. Only encodings are
 * negotiated: the API answers JSON in UTF-8 whatever else the client asks.
 */
export const compressResponse = (): ApiMiddleware[] => [
  httpContentNegotiation({
    parseEncodings: true,
    availableEncodings: ['br', 'gzip'],
    parseCharsets: false,
    parseLanguages: false,
    parseMediaTypes: false,
    failOnMismatch: false,
  }) as ApiMiddleware,
  httpContentEncoding({
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: {},
    overridePreferredEncoding: ['br', 'gzip'],
  }) as ApiMiddleware,
];
