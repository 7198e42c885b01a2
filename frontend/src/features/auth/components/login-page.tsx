import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_REDIRECT_DELAY_MS } from '@pele/shared/constants';
import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { PasswordField } from '../../../components/form-field';
import { delay } from '../../../lib/delay';
import { login } from '../api/login';
import { loginFormSchema } from '../form-schemas';
import { useStartSession } from '../use-start-session';
import { applyServerErrors } from './apply-server-errors';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/**
 * Sign in (spec 2.4). The session is stored 100 ms after success; the visitors-only guard then sends
 * admins to /admin and everyone else to the remembered page or /app.
 */
export function LoginPage() {
  const startSession = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const session = await login(values);
      await delay(LOGIN_REDIRECT_DELAY_MS);
      startSession(session);
    } catch (error) {
      setServerError(applyServerErrors(error, ['email', 'password'], setError, feature.loginFallback));
    }
  });

  return (
    <AuthLayout title="Bem-vindo de volta" subtitle="Entre para continuar cuidando da sua pele.">
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Entrar">
        <ErrorBox title="Erro de Login" message={serverError} onDismiss={() => setServerError(null)} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className="link link--end">
          Esqueceu a senha?
        </Link>
        <SubmitButton busy={isSubmitting} busyLabel="Entrando..." label="Entrar" />
      </form>
      <AuthSwitch prompt="Não tem uma conta?" to="/register" label="Cadastre-se" />
    </AuthLayout>
  );
}
