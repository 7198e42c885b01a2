import { zodResolver } from '@hookform/resolvers/zod';
import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { TextField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-error';
import { forgotPassword } from '../api/forgot-password';
import { forgotFormSchema } from '../form-schemas';
import { AuthLayout } from './auth-layout';

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
      <AuthLayout title="Verifique seu email">
        <div className="stack" role="status">
          <p>
            Se houver uma conta com <strong>{sentTo}</strong>, enviamos as instruções para redefinir sua
            senha.
          </p>
          <p className="muted">O link vale por pouco tempo. Confira também a caixa de spam.</p>
          <Link to="/login" className="button button--primary button--block">
            Voltar para o login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Esqueceu a senha?"
      subtitle="Informe seu email e enviaremos as instruções de redefinição."
    >
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
        {serverError && (
          <ErrorBox title="Erro" message={serverError} onDismiss={() => setServerError(null)} />
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar instruções'}
        </button>
      </form>
      <p className="auth-page__switch">
        Lembrou a senha?{' '}
        <Link to="/login" className="link">
          Entrar
        </Link>
      </p>
    </AuthLayout>
  );
}
