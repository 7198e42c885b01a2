import * as z from 'zod/mini';
import { validation } from '../messages';
import { THEME_CHOICES } from '../theme';
import { user } from './auth';
import { email, idText, imageContentType, presignedUpload, requiredText } from './common';
import { schema } from './schema';

export const updateProfileBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      name: z.optional(requiredText(validation.nameRequired, 120)),
      email: z.optional(email),
    })
    .check(
      z.refine((b) => b.name !== undefined || b.email !== undefined, {
        error: 'Informe ao menos um campo para atualizar.',
      }),
    ),
);

/** The preferences kept on the profile: the colour theme. Anything else in the body is refused. */
export const preferencesBody = /* @__PURE__ */ schema(() =>
  z.strictObject({
    theme: z.enum(THEME_CHOICES, { error: 'Escolha o tema: claro, escuro ou seguir o sistema.' }),
  }),
);

export const profileImageUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: imageContentType,
    size: z.number({ error: 'Informe o tamanho do arquivo.' }).check(z.int(), z.positive()),
  }),
);
export const profileImageUploadResponse = presignedUpload;
export const profileImageConfirmBody = /* @__PURE__ */ schema(() => z.object({ key: idText(512) }));
export const deletedAccount = /* @__PURE__ */ schema(() => z.object({ deleted: z.literal(true) }));

/** The version of the consent text the user read and agreed to (shared/src/photo-consent.ts). */
export const photoConsentBody = /* @__PURE__ */ schema(() =>
  z.object({
    version: idText(64, 'Informe a versão do termo de consentimento.'),
  }),
);
/** The user after the change, so the SPA knows at once whether it may take a photo. */
export const photoConsentGiven = user;
export const photoConsentRevoked = /* @__PURE__ */ schema(() =>
  z.object({
    user,
    /** How many stored face photos were deleted; the analyses' numbers stay. */
    photosDeleted: z.number().check(z.int()),
  }),
);
