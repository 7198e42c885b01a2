/**
 * Whether an error thrown by an AWS SDK or Stripe SDK call means "the dependency is not answering right now"
 * (its process is down, the connection was refused or cut, it timed out, or it throttled us), as opposed to
 * a bug. Such a request can succeed if the caller simply tries again, so the envelope answers 503 with
 * Retry-After instead of a 500: DynamoDB Local stopped, a DynamoDB throttle in AWS, the payment provider down.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** AWS error names that say the service is overloaded or briefly failing, never that the request is wrong. */
const AWS_TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TooManyRequestsException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'SlowDown',
]);

/** Stripe's SDK: no answer at all, or Stripe's own 5xx/429 after its retries. */
const STRIPE_TRANSIENT_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

interface ErrorFacts {
  name?: unknown;
  code?: unknown;
  type?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

const isTransientOne = (error: ErrorFacts): boolean => {
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  if (typeof error.name === 'string' && AWS_TRANSIENT_NAMES.has(error.name)) return true;
  if (typeof error.type === 'string' && STRIPE_TRANSIENT_TYPES.has(error.type)) return true;
  // Node's http client says this when the peer closed the socket mid-request (the process was killed).
  if (typeof error.message === 'string' && /socket hang up/i.test(error.message)) return true;
  const status = error.$metadata?.httpStatusCode;
  return typeof status === 'number' && (status === 503 || status === 504);
};

export const isDependencyUnavailable = (error: unknown): boolean => {
  // The SDKs wrap the socket error as `cause` (undici, Stripe's fetch client): walk a few levels.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (isTransientOne(current as ErrorFacts)) return true;
    current = (current as ErrorFacts).cause;
  }
  return false;
};

/** How long a caller should wait before retrying a request that met an unavailable dependency (seconds). */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;
