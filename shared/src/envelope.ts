import * as z from 'zod/mini';

/** Every API answer: `{success:true, data}` or `{success:false, error, code, fields?}`. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  FEATURE_REQUIRED: 403,
  /** Face photos need the user's current consent (LGPD art. 11, I) before any upload or analysis. */
  CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A body that is not declared as JSON on a JSON route: a cross-site form post cannot reach a handler. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The address or the headers are larger than the server reads (HTTP 431). */
  HEADERS_TOO_LARGE: 431,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A dependency (the payment provider) is not configured or not answering; try again later. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
export interface ErrorEnvelope {
  success: false;
  error: string;
  code: ErrorCode;
  /** Per-field pt-BR messages for validation errors, keyed by dotted path (`body.email`). */
  fields?: Record<string, string>;
  /** The plan feature that was missing, for FEATURE_REQUIRED. */
  feature?: string;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  feature: z.optional(z.string()),
});
