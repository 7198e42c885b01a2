import { zodResolver } from '@hookform/resolvers/zod';
import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '../../../components/error-box';
import { isApiError } from '../../../lib/api-error';
import { forgotPassword } from '../api/forgot-password';
import { forgotFormSchema } from '../form-schemas';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/** Request reset instructions (spec 2.4): form, then the 'Verifique seu email' confirmation. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await forgotPassword({ email });
      setSentTo(email);
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fieldError('email') : undefined;
      if (fieldMessage) setError('email', { type: 'server', message: fieldMessage });
      else setServerError(feature.forgotFailed);
    }
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
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
        <ErrorBox title="Erro" message={serverError} onDismiss={() => setServerError(null)} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton busy={isSubmitting} busyLabel="Enviando..." label="Enviar instruções" />
      </form>
      <AuthSwitch prompt="Lembrou a senha?" to="/login" label="Entrar" />
    </AuthLayout>
  );
}
