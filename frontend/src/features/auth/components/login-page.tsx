import { feature } from '@pele/shared/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorBox } from '../../../components/error-box';
import { PasswordField } from '../../../components/form-field';
import { delay } from '../../../lib/delay';
import { isOnboardingComplete } from '../../../lib/onboarding';
import { loadPage } from '../../../lib/page-load';
import { postLoginTarget } from '../../../lib/post-login-target';
import { rememberNextPage } from '../../../lib/remembered-page';
import { getSession, readStoredUser, startSession } from '../../../lib/session';
import { takeProfileTheme } from '../../../lib/theme';
import { login } from '../api/login';
import { checkLogin, type LoginErrors, type LoginField } from '../login-check';
import { serverFieldErrors } from '../server-errors';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

const LOGIN_REDIRECT_DELAY_MS = 100;
const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * Where a visitor of /login goes instead (spec 2.2, 4): the onboarding first, a signed-in person to the
 * remembered page or /app (admins to /admin). A `next` path in the link becomes the remembered page.
 */
const redirectAway = (search: string): string | undefined => {
  rememberNextPage(search);
  if (!isOnboardingComplete()) return '/onboarding';
  if (getSession().token) return postLoginTarget(readStoredUser() ?? { isAdmin: false });
  return undefined;
};

/**
 * Sign in (spec 2.4), a document page (app/document-pages.ts): the second screen every new person sees runs with
 * React alone, without the app's router, query client or zod. The browser checks what it can (login-check.ts),
 * the server everything; 100 ms after success the session is stored and the page opens the person's area.
 */
export function LoginPage() {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const target = redirectAway(window.location.search);
    if (target) loadPage(target, { replace: true });
  }, []);

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    setServerError(null);
    const found = checkLogin(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const session = await login(values);
      await delay(LOGIN_REDIRECT_DELAY_MS);
      startSession(session);
      takeProfileTheme(session.user.theme);
      loadPage(postLoginTarget(session.user), { replace: true });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error, FIELDS, feature.loginFallback);
      showErrors(fields);
      setServerError(message);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Bem-vindo de volta" subtitle="Entre para continuar cuidando da sua pele.">
      <form ref={form} className="stack" onSubmit={submit} noValidate aria-label="Entrar">
        <ErrorBox title="Erro de Login" message={serverError} onDismiss={() => setServerError(null)} />
        <EmailField name="email" error={errors.email} />
        <PasswordField
          name="password"
          label="Senha"
          autoComplete="current-password"
          error={errors.password}
        />
        <a href="/forgot-password" className="link link--end">
          Esqueceu a senha?
        </a>
        <SubmitButton busy={submitting} busyLabel="Entrando..." label="Entrar" />
      </form>
      <AuthSwitch prompt="Não tem uma conta?" to="/register" label="Cadastre-se" />
    </AuthLayout>
  );
}
