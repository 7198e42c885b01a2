import * as z from 'zod/mini';
import '../zod-locale';
import { cleanLineText, cleanMultilineText, keepAsSent } from '../clean-text';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { validation } from '../messages';
import { schema } from './schema';

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
 * clean-text.ts says, trimmed, and never longer than `max`, measured after cleaning. Callers add the rest
 * (`.check(z.minLength(1), z.regex(…))`, `z.optional(…)`). It stays a plain zod string, so types keep inferring;
 * a test walks the route table and fails on any request string that did not start here.
 */
export const text = (max: number, options: TextOptions = {}) => {
  const cleaned = z
    .string(options.error === undefined ? undefined : { error: options.error })
    .check(z.overwrite(options.multiline ? cleanMultilineText : cleanLineText));
  return (options.trim === false ? cleaned : cleaned.check(z.trim())).check(
    z.maxLength(max, {
      error: options.tooLong ?? `Máximo de ${max} caracteres`,
    }),
  );
};

/** A string that must arrive exactly as typed (a password): bounded, not cleaned. See `keepAsSent`. */
export const secret = (max: number, options: { error?: string; tooLong?: string } = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    .check(
      z.overwrite(keepAsSent),
      z.maxLength(max, { error: options.tooLong ?? `Máximo de ${max} caracteres` }),
    );

/** Plain decimal notation, as a person types it in a query string: digits, no sign, hex, exponent or blank. */
export const WHOLE_NUMBER_TEXT = /^\d{1,15}$/;
/** The same with an optional decimal part after a point ('4.5'). */
export const DECIMAL_NUMBER_TEXT = /^\d{1,15}(\.\d{1,15})?$/;

/**
 * A number that arrives as text (query string, path) and must be written in plain decimal notation. Number()
 * alone would also read '0x10' as 16, '1e3' as 1000 and '' as 0, which nobody means; pipe the result into the
 * number's own rules (`z.pipe(numberText(msg), z.number().check(z.gte(1, …)))`). Bodies carry JSON numbers instead: build
 * those with `z.number()`, never `z.coerce` (a test walks the route table for coercion).
 */
export const numberText = (message: string, options: { fraction?: boolean } = {}) =>
  z.pipe(
    text(32, { error: message, tooLong: message }).check(
      z.regex(options.fraction ? DECIMAL_NUMBER_TEXT : WHOLE_NUMBER_TEXT, { error: message }),
    ),
    z.transform(Number),
  );

/** Whether a BRL amount is a whole number of centavos (89.9 is; 0.001 is not), allowing for float noise. */
export const isWholeCentavos = (brl: number) => Math.abs(brl * 100 - Math.round(brl * 100)) < 1e-6;

/**
 * A price in BRL as a JSON number: at least one centavo, at most `max`, and a whole number of centavos, so it
 * is stored and charged as exactly what staff typed (0.001 would round to a free checkout).
 */
export const brlPrice = (max: number, messages: { range: string; centavos: string }) =>
  z.pipe(
    z.number({ error: messages.range }).check(
      z.lte(max, { error: messages.range }),
      z.refine(isWholeCentavos, { error: messages.centavos, abort: true }),
      z.refine((brl) => brl >= 0.01 - 1e-9, { error: messages.range }),
    ),
    z.transform((brl) => Math.round(brl * 100) / 100),
  );

/** Field builders shared by every schema so one rule has one message everywhere. */
export const requiredText = (message: string, max = 500, options: { multiline?: boolean } = {}) =>
  text(max, { error: message, ...options }).check(z.minLength(1, { error: message }));

/** An id from a path, a query or a body: only ids the server made are ever found, so cleaning costs nothing. */
export const idText = (max: number, message?: string) =>
  text(max, { error: message, tooLong: message }).check(z.minLength(1, { error: message }));

export const email = /* @__PURE__ */ schema(() =>
  z.pipe(
    text(254, { error: validation.emailRequired, tooLong: validation.emailInvalid }).check(
      z.toLowerCase(),
      z.minLength(1, { error: validation.emailRequired }),
    ),
    z.email({ error: validation.emailInvalid }),
  ),
);

export const password = /* @__PURE__ */ schema(() =>
  secret(256, {
    error: validation.passwordRequired,
    tooLong: 'Senha longa demais',
  }).check(
    z.minLength(1, { error: validation.passwordRequired }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: validation.passwordMin }),
  ),
);

/**
 * A value made ready before `schema` checks it: a blank query parameter read as absent. zod/mini builds it as a
 * pipe from a transform; typed as zod's preprocess so a key whose schema is optional stays optional in the
 * input type.
 */
export const preprocess = <B extends z.core.SomeType>(
  fn: (value: unknown) => unknown,
  schema: B,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, B> & { _zod: z.core.$ZodPreprocessInternals<B> } =>
  z.pipe(z.transform(fn), schema as never) as never;

export const isoDateTime = /* @__PURE__ */ schema(() => z.string());
export const idParam = /* @__PURE__ */ schema(() => z.object({ id: idText(128) }));

/** Answer of a presigned POST upload: the browser posts `fields` + the file to `url`. */
export const presignedUpload = /* @__PURE__ */ schema(() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    maxBytes: z.number().check(z.int()),
    expiresIn: z.number().check(z.int()),
  }),
);
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const imageContentType = /* @__PURE__ */ schema(() =>
  z.enum(['image/jpeg', 'image/png', 'image/webp'], {
    error: 'Tipo de imagem não suportado. Use PNG, JPG, JPEG ou WebP.',
  }),
);

export const message = /* @__PURE__ */ schema(() => z.object({ message: z.string() }));
