import { zodResolver } from '@hookform/resolvers/zod';
import { feature } from '@pele/shared/messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { errorAria, FieldError, PasswordField, TextField } from '../../../components/form-field';
import { register as registerAccount } from '../api/register';
import { registerFormSchema } from '../form-schemas';
import { useStartSession } from '../use-start-session';
import { applyServerErrors } from './apply-server-errors';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

/** Create an account (spec 2.4); once the session is stored the visitors-only guard moves on to /app. */
export function RegisterPage() {
  const termsId = useId();
  const startSession = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setServerError(null);
    try {
      startSession(await registerAccount({ name, email, password }));
    } catch (error) {
      setServerError(
        applyServerErrors(error, ['name', 'email', 'password'], setError, feature.registerFallback),
      );
    }
  });

  return (
    <AuthLayout title="Crie sua conta" subtitle="Comece sua jornada de cuidados com a pele.">
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Criar conta">
        <ErrorBox title="Erro de Registro" message={serverError} onDismiss={() => setServerError(null)} />
        <TextField
          label="Nome completo"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="field">
          <div className="checkbox">
            <input
              id={termsId}
              type="checkbox"
              {...errorAria(`${termsId}-error`, errors.terms)}
              {...register('terms')}
            />
            <label htmlFor={termsId}>
              Li e aceito os{' '}
              <Link to="/terms" target="_blank" rel="noopener" className="link">
                Termos de Uso
              </Link>{' '}
              e a{' '}
              <Link to="/privacy" target="_blank" rel="noopener" className="link">
                Política de Privacidade
              </Link>
            </label>
          </div>
          <FieldError id={`${termsId}-error`} message={errors.terms?.message} />
        </div>
        <SubmitButton busy={isSubmitting} busyLabel="Registrando..." label="Criar conta" />
      </form>
      <AuthSwitch prompt="Já tem uma conta?" to="/login" label="Entrar" />
    </AuthLayout>
  );
}
