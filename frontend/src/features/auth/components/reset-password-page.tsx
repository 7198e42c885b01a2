import { feature } from '@pele/shared/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { resetPassword } from '../api/reset-password';
import { type ResetForm, resetFormSchema } from '../form-schemas';
import { fieldOrMessage } from '../server-errors';
import { useAuthForm } from '../use-auth-form';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';
import { AuthSwitch } from './auth-switch';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from './submit-button';

/** Set a new password from the e-mailed link (spec 2.4); the token comes from ?token=. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const { register, errors, submitting, serverError, dismissServerError, submit } = useAuthForm({
    schema: resetFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    onSubmit: async ({ password }) => {
      await resetPassword({ token, password });
      setDone(true);
    },
    onServerError: fieldOrMessage<ResetForm>('password', feature.resetFailed),
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

  return (
    <AuthLayout title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      <form className="stack" onSubmit={submit} noValidate aria-label="Redefinir senha">
        <ErrorBox title="Erro ao redefinir senha" message={serverError} onDismiss={dismissServerError} />
        <PasswordPairFields
          label="Nova senha"
          confirmLabel="Confirmar nova senha"
          register={register}
          errors={errors}
        />
        <SubmitButton busy={submitting} busyLabel="Redefinindo..." label="Redefinir senha" />
      </form>
      {serverError && <AuthSwitch to="/forgot-password" label="Solicitar novo link" />}
    </AuthLayout>
  );
}
