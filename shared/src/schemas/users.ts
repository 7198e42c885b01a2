import * as z from 'zod';
import { validation } from '../messages';
import { email, idText, imageContentType, presignedUpload, requiredText } from './common';

export const updateProfileBody = z
  .object({
    name: requiredText(validation.nameRequired, 120).optional(),
    email: email.optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined, {
    error: 'Informe ao menos um campo para atualizar.',
  });

export const profileImageUploadBody = z.object({
  contentType: imageContentType,
  size: z.number({ error: 'Informe o tamanho do arquivo.' }).int().positive(),
});
export const profileImageUploadResponse = presignedUpload;
export const profileImageConfirmBody = z.object({ key: idText(512) });
export const deletedAccount = z.object({ deleted: z.literal(true) });
