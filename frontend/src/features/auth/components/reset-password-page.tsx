import { zodResolver } from '@hookform/resolvers/zod';
import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { PasswordField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { resetFormSchema } from '../form-schemas';
import { AuthLayout } from './auth-layout';

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
      <AuthLayout title="Link inválido">
        <div className="stack" role="alert">
          <p>{feature.resetLinkInvalid}</p>
          <Link to="/forgot-password" className="button button--primary button--block">
            Solicitar novo link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Senha redefinida com sucesso!">
        <div className="stack" role="status">
          <p>Sua nova senha já está valendo. Entre com ela para continuar.</p>
          <Link to="/login" className="button button--primary button--block">
            Ir para o login
          </Link>
        </div>
      </AuthLayout>
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
        {serverError && (
          <ErrorBox
            title="Erro ao redefinir senha"
            message={serverError}
            onDismiss={() => setServerError(null)}
          />
        )}
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
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Redefinindo...' : 'Redefinir senha'}
        </button>
      </form>
      {serverError && (
        <p className="auth-page__switch">
          <Link to="/forgot-password" className="link">
            Solicitar novo link
          </Link>
        </p>
      )}
    </AuthLayout>
  );
}
