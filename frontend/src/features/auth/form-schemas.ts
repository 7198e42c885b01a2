import { validation } from '@pele/shared/messages';
import { forgotBody, registerBody } from '@pele/shared/schemas/auth';
import { password } from '@pele/shared/schemas/common';
import * as z from 'zod/mini';

/** Client forms of spec 5: the server's own field rules plus the fields only the browser sees. */
const confirmPassword = z.string().check(z.minLength(1, { error: validation.confirmRequired }));

type WithPasswords = z.ZodMiniType<
  { password: string; confirmPassword: string },
  { password: string; confirmPassword: string }
>;

const matchingPasswords = <S extends WithPasswords>(schema: S): S =>
  schema.check(
    z.refine(
      (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword,
      {
        error: validation.passwordsDiffer,
        path: ['confirmPassword'],
        // Compare as soon as both are typed, even while another field is still wrong.
        when: (payload) => {
          const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
          return (
            typeof value?.password === 'string' &&
            typeof value.confirmPassword === 'string' &&
            value.confirmPassword !== ''
          );
        },
      },
    ),
  );

export const registerFormSchema = matchingPasswords(
  z.extend(registerBody, {
    confirmPassword,
    terms: z.boolean().check(z.refine((accepted) => accepted, { error: validation.termsRequired })),
  }),
);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const forgotFormSchema = forgotBody;
export type ForgotForm = z.input<typeof forgotFormSchema>;

export const resetFormSchema = matchingPasswords(z.object({ password, confirmPassword }));
export type ResetForm = z.input<typeof resetFormSchema>;
