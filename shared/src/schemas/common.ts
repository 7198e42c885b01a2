import * as z from 'zod';
import '../zod-locale';
import { cleanLineText, cleanMultilineText, keepAsSent } from '../clean-text';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { validation } from '../messages';

export interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** The message over `max`; 'Máximo de N caracteres' unless given. */
  tooLong?: string;
  /** Keeps line breaks (as LF) and tabs: a review's content. */
  multiline?: boolean;
  /** Outer spaces are dropped unless false. */
  trim?: boolean;
}

/**
 * Every string a route accepts in its body, query or path starts here (or at `secret`): cleaned as
 * clean-text.ts says, trimmed, and never longer than `max`, measured after cleaning. Callers chain the rest
 * (`.min`, `.regex`, `.toLowerCase`, `.optional`). It stays a plain zod string, so types keep inferring;
 * a test walks the route table and fails on any request string that did not start here.
 */
export const text = (max: number, options: TextOptions = {}) => {
  const cleaned = z
    .string(options.error === undefined ? undefined : { error: options.error })
    .overwrite(options.multiline ? cleanMultilineText : cleanLineText);
  return (options.trim === false ? cleaned : cleaned.trim()).max(max, {
    error: options.tooLong ?? `Máximo de ${max} caracteres`,
  });
};

/** A string that must arrive exactly as typed (a password): bounded, not cleaned. See `keepAsSent`. */
export const secret = (max: number, options: { error?: string; tooLong?: string } = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    .overwrite(keepAsSent)
    .max(max, { error: options.tooLong ?? `Máximo de ${max} caracteres` });

/** Field builders shared by every schema so one rule has one message everywhere. */
export const requiredText = (message: string, max = 500, options: { multiline?: boolean } = {}) =>
  text(max, { error: message, ...options }).min(1, { error: message });

/** An id from a path, a query or a body: only ids the server made are ever found, so cleaning costs nothing. */
export const idText = (max: number, message?: string) =>
  text(max, { error: message, tooLong: message }).min(1, { error: message });

export const email = text(254, { error: validation.emailRequired, tooLong: validation.emailInvalid })
  .toLowerCase()
  .min(1, { error: validation.emailRequired })
  .pipe(z.email({ error: validation.emailInvalid }));

export const password = secret(256, { error: validation.passwordRequired, tooLong: 'Senha longa demais' })
  .min(1, { error: validation.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: validation.passwordMin });

export const isoDateTime = z.string();
export const idParam = z.object({ id: idText(128) });

/** Answer of a presigned POST upload: the browser posts `fields` + the file to `url`. */
export const presignedUpload = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number().int(),
  expiresIn: z.number().int(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const imageContentType = z.enum(['image/jpeg', 'image/png', 'image/webp'], {
  error: 'Tipo de imagem não suportado. Use PNG, JPG, JPEG ou WebP.',
});

export const message = z.object({ message: z.string() });
