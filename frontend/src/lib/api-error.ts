/** Transport-level codes the client adds to the server's own (ERROR_CODES in shared/envelope). */
export type TransportCode =
  | 'INVALID_RESPONSE'
  | 'HTTP_ERROR'
  | 'OPERATION_FAILED'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'UNEXPECTED';

/** Every failed call: a pt-BR message ready to show, the HTTP status (0 without an answer) and a code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Per-field pt-BR messages from a validation envelope, keyed as the server sent them (`body.email`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The message for a form field, whether the server keyed it `body.email` or `email`. */
  fieldError(name: string): string | undefined {
    return this.fields[`body.${name}`] ?? this.fields[name];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
