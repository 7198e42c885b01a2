import * as z from 'zod';
import { validation } from '../messages';
import { email, isoDateTime, message, password, requiredText } from './common';

export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  skinAnalyzed: z.boolean(),
  createdAt: isoDateTime,
  trialEndsAt: isoDateTime,
});
export type User = z.infer<typeof user>;

export const session = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user,
});
export type Session = z.infer<typeof session>;

export const registerBody = z.object({
  name: requiredText(validation.nameRequired, 120),
  email,
  password,
});
export const loginBody = z.object({
  email,
  password: z
    .string({ error: validation.passwordRequired })
    .min(1, { error: validation.passwordRequired })
    .max(256),
});
export const refreshBody = z.object({
  refreshToken: z.string({ error: 'refreshToken é obrigatório' }).min(1).max(8192),
});
export const refreshed = z.object({ token: z.string(), expiresIn: z.number().int() });
export const logoutBody = refreshBody;
export const forgotBody = z.object({
  email: z
    .string({ error: validation.forgotEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: validation.forgotEmailInvalid })),
});
export const resetBody = z.object({
  token: z
    .string({ error: validation.resetTokenMissing })
    .trim()
    .min(1, { error: validation.resetTokenMissing })
    .max(2048),
  password,
});
export { message };
