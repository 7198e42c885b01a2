import { zodResolver } from '@hookform/resolvers/zod';
import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { PasswordField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { resetFormSchema } from '../form-schemas';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { AuthSwitch } from './auth-switch';
import { SubmitButton } from './submit-button';

/** Set a new password from the e-mailed link (spec 2.4); the token comes from ?token=. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <AuthNotice title="Link inválido" role="alert" to="/forgot-password" action="Solicitar novo link">
        <p>{feature.resetLinkInvalid}</p>
      </AuthNotice>
    );
  }

  if (done) {
    return (
      <AuthNotice title="Senha redefinida com sucesso!" role="status" to="/login" action="Ir para o login">
        <p>Sua nova senha já está valendo. Entre com ela para continuar.</p>
      </AuthNotice>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fieldError('password') : undefined;
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage });
      else setServerError(feature.resetFailed);
    }
  });

  return (
    <AuthLayout title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Redefinir senha">
        <ErrorBox
          title="Erro ao redefinir senha"
          message={serverError}
          onDismiss={() => setServerError(null)}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Redefinindo..." label="Redefinir senha" />
      </form>
      {serverError && <AuthSwitch to="/forgot-password" label="Solicitar novo link" />}
    </AuthLayout>
  );
}
