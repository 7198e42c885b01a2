import * as z from 'zod';
import '../zod-locale';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { validation } from '../messages';

/** Field builders shared by every schema so one rule has one message everywhere. */
export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo de ${max} caracteres` });

export const email = z
  .string({ error: validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: validation.emailRequired })
  .max(254, { error: validation.emailInvalid })
  .pipe(z.email({ error: validation.emailInvalid }));

export const password = z
  .string({ error: validation.passwordRequired })
  .min(1, { error: validation.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: validation.passwordMin })
  .max(256, { error: 'Senha longa demais' });

export const isoDateTime = z.string();
export const idParam = z.object({ id: z.string().trim().min(1).max(128) });

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
