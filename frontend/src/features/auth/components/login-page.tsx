import { feature } from '@pele/shared/messages';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { PasswordField } from '../../../components/form-field';
import { delay } from '../../../lib/delay';
import { login } from '../api/login';
import { type LoginForm, loginFormSchema } from '../form-schemas';
import { fieldsAndMessage } from '../server-errors';
import { useAuthForm } from '../use-auth-form';
import { useStartSession } from '../use-start-session';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

const LOGIN_REDIRECT_DELAY_MS = 100;

/**
 * Sign in (spec 2.4). The session is stored 100 ms after success; the visitors-only guard then sends
 * admins to /admin and everyone else to the remembered page or /app.
 */
export function LoginPage() {
  const startSession = useStartSession();
  const form = useAuthForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const session = await login(values);
      await delay(LOGIN_REDIRECT_DELAY_MS);
      startSession(session);
    },
    onServerError: fieldsAndMessage<LoginForm>(['email', 'password'], feature.loginFallback),
  });

  return (
    <AuthLayout title="Bem-vindo de volta" subtitle="Entre para continuar cuidando da sua pele.">
      <form className="stack" onSubmit={form.submit} noValidate aria-label="Entrar">
        <ErrorBox title="Erro de Login" message={form.serverError} onDismiss={form.dismissServerError} />
        <EmailField error={form.errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={form.errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className="link link--end">
          Esqueceu a senha?
        </Link>
        <SubmitButton busy={form.submitting} busyLabel="Entrando..." label="Entrar" />
      </form>
      <AuthSwitch prompt="Não tem uma conta?" to="/register" label="Cadastre-se" />
    </AuthLayout>
  );
}
