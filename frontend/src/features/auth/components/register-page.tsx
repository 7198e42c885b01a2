import { feature } from '@pele/shared/messages';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { errorAria, FieldError, TextField } from '../../../components/form-field';
import { register as registerAccount } from '../api/register';
import { type RegisterForm, registerFormSchema } from '../form-schemas';
import { fieldsAndMessage } from '../server-errors';
import { useAuthForm } from '../use-auth-form';
import { useStartSession } from '../use-start-session';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { EmailField } from './email-field';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';

/** Create an account (spec 2.4); once the session is stored the visitors-only guard moves on to /app. */
export function RegisterPage() {
  const termsId = useId();
  const startSession = useStartSession();
  const { register, errors, submitting, serverError, dismissServerError, submit } = useAuthForm({
    schema: registerFormSchema,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
    onSubmit: async ({ name, email, password }) =>
      startSession(await registerAccount({ name, email, password })),
    onServerError: fieldsAndMessage<RegisterForm>(['name', 'email', 'password'], feature.registerFallback),
  });

  return (
    <AuthLayout title="Crie sua conta" subtitle="Comece sua jornada de cuidados com a pele.">
      <form className="stack" onSubmit={submit} noValidate aria-label="Criar conta">
        <ErrorBox title="Erro de Registro" message={serverError} onDismiss={dismissServerError} />
        <TextField
          label="Nome completo"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordPairFields
          label="Senha"
          confirmLabel="Confirmar senha"
          register={register}
          errors={errors}
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
        <SubmitButton busy={submitting} busyLabel="Registrando..." label="Criar conta" />
      </form>
      <AuthSwitch prompt="Já tem uma conta?" to="/login" label="Entrar" />
    </AuthLayout>
  );
}
