import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { ErrorBox } from '../../../components/error-box';
import { forgotPassword } from '../api/forgot-password';
import { type ForgotForm, forgotFormSchema } from '../form-schemas';
import { fieldOrMessage } from '../server-errors';
import { useAuthForm } from '../use-auth-form';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/** Request reset instructions (spec 2.4): form, then the 'Verifique seu email' confirmation. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, errors, submitting, serverError, dismissServerError, submit } = useAuthForm({
    schema: forgotFormSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      await forgotPassword({ email });
      setSentTo(email);
    },
    onServerError: fieldOrMessage<ForgotForm>('email', feature.forgotFailed),
  });

  if (sentTo) {
    return (
      <AuthNotice title="Verifique seu email" role="status" to="/login" action="Voltar para o login">
        <p>
          Se houver uma conta com <strong>{sentTo}</strong>, enviamos as instruções para redefinir sua senha.
        </p>
        <p className="muted">O link vale por pouco tempo. Confira também a caixa de spam.</p>
      </AuthNotice>
    );
  }

  return (
    <AuthLayout
      title="Esqueceu a senha?"
      subtitle="Informe seu email e enviaremos as instruções de redefinição."
    >
      <form className="stack" onSubmit={submit} noValidate aria-label="Recuperar senha">
        <ErrorBox title="Erro" message={serverError} onDismiss={dismissServerError} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={submitting} busyLabel="Enviando..." label="Enviar instruções" />
      </form>
      <AuthSwitch prompt="Lembrou a senha?" to="/login" label="Entrar" />
    </AuthLayout>
  );
}
