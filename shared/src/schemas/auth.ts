import * as z from 'zod/mini';
import { validation } from '../messages';
import { THEME_CHOICES } from '../theme';
import { email, isoDateTime, message, password, requiredText, secret, text } from './common';
import { schema } from './schema';

/** The consent for face photos the server has on record (version of the text, when it was given). */
export const photoConsent = /* @__PURE__ */ schema(() =>
  z.object({ version: z.string(), givenAt: isoDateTime }),
);
export type PhotoConsent = z.infer<typeof photoConsent>;

export const user = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    profileImage: z.nullable(z.string()),
    isAdmin: z.boolean(),
    isActive: z.boolean(),
    skinAnalyzed: z.boolean(),
    createdAt: isoDateTime,
    trialEndsAt: isoDateTime,
    /** Null until the user consents to face photos, and again after revoking. */
    photoConsent: z.nullable(photoConsent),
    /** The colour theme chosen in Settings ('system' until one is chosen); a device signing in takes it. */
    theme: z.enum(THEME_CHOICES),
  }),
);
export type User = z.infer<typeof user>;

export const session = /* @__PURE__ */ schema(() =>
  z.object({
    token: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().check(z.int()),
    user,
  }),
);
export type Session = z.infer<typeof session>;

export const registerBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText(validation.nameRequired, 120),
    email,
    password,
  }),
);
export const loginBody = /* @__PURE__ */ schema(() =>
  z.object({
    email,
    password: secret(256, { error: validation.passwordRequired }).check(
      z.minLength(1, {
        error: validation.passwordRequired,
      }),
    ),
  }),
);
export const refreshBody = /* @__PURE__ */ schema(() =>
  z.object({
    refreshToken: secret(8192, { error: 'refreshToken é obrigatório' }).check(z.minLength(1)),
  }),
);
export const refreshed = /* @__PURE__ */ schema(() =>
  z.object({ token: z.string(), expiresIn: z.number().check(z.int()) }),
);
export const logoutBody = refreshBody;
export const forgotBody = /* @__PURE__ */ schema(() =>
  z.object({
    email: z.pipe(
      text(254, { error: validation.forgotEmailInvalid, tooLong: validation.forgotEmailInvalid }).check(
        z.toLowerCase(),
      ),
      z.email({ error: validation.forgotEmailInvalid }),
    ),
  }),
);
export const resetBody = /* @__PURE__ */ schema(() =>
  z.object({
    token: text(2048, { error: validation.resetTokenMissing }).check(
      z.minLength(1, { error: validation.resetTokenMissing }),
    ),
    password,
  }),
);
export { message };
