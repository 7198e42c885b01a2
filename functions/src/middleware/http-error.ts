import { ERROR_CODES, type ErrorCode } from '@pele/shared/envelope';
import { server } from '@pele/shared/messages';

/** An error the client may see: code, status and a pt-BR message. Anything else becomes a 500. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly feature: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; feature?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.fields = extra.fields;
    this.feature = extra.feature;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const unauthorized = (message: string = server.unauthorized) => new HttpError('UNAUTHORIZED', message);
export const forbidden = (message: string = server.forbidden) => new HttpError('FORBIDDEN', message);
export const notFound = (message: string = server.notFound) => new HttpError('NOT_FOUND', message);
export const conflict = (message: string) => new HttpError('CONFLICT', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError('VALIDATION_ERROR', message, fields ? { fields } : {});
export const payloadTooLarge = (message: string = server.bodyTooLarge) =>
  new HttpError('PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = () => new HttpError('TOO_MANY_REQUESTS', server.tooManyRequests);
