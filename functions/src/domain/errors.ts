import { ERROR_CODES, type ErrorCode } from '@pele/shared/envelope';
import { server } from '@pele/shared/messages';

/**
 * The one way the product signals a failure its caller should see: a typed application error with a code from
 * the shared catalogue and a pt-BR message from the shared message catalogues. Domain rules, services and
 * adapters throw these; the request pipeline's envelope (middleware/envelope.ts) is the one place that turns
 * them into an HTTP status and `{success:false, error, code}`. Anything else thrown is a bug: a bare 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly feature: string | undefined;
  /** Seconds the caller must wait before trying again: the answer's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; feature?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = extra.fields;
    this.feature = extra.feature;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
/** The HTTP status of an error code (shared catalogue). */
export const statusOf = (code: ErrorCode): number => ERROR_CODES[code];

export const unauthorized = (message: string = server.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = server.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = server.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', message, fields ? { fields } : {});
export const payloadTooLarge = (message: string = server.bodyTooLarge) =>
  new AppError('PAYLOAD_TOO_LARGE', message);
/** Too many attempts, or an item that stayed contended through every retry: the caller may try again soon. */
export const busy = (message: string = server.tooManyRequests) => new AppError('TOO_MANY_REQUESTS', message);
export const tooManyRequests = () => busy();
/** A brute-force limit: refused for `retryAfterSeconds` (429 with Retry-After). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', server.tooManyAttempts(retryAfterSeconds), { retryAfterSeconds });
/** A dependency (the payment provider) is not configured or not answering. */
export const unavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
export const accountDisabled = () => new AppError('ACCOUNT_DISABLED', server.accountDisabled);
export const featureRequired = (feature: string) =>
  new AppError('FEATURE_REQUIRED', server.featureRequired(feature), { feature });
export const invalidCredentials = (message: string = server.invalidCredentials) =>
  new AppError('INVALID_CREDENTIALS', message);
