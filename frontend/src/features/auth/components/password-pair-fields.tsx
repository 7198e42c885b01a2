import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/form-field';

type PairField = 'password' | 'confirmPassword';

interface PasswordPairFieldsProps {
  /** 'Senha' or 'Nova senha'. */
  label: string;
  /** 'Confirmar senha' or 'Confirmar nova senha'. */
  confirmLabel: string;
  register: (name: PairField) => UseFormRegisterReturn;
  errors: Partial<Record<PairField, { message?: string }>>;
}

/** A new password and its confirmation (spec 5: both required, and they must match), each with its toggle. */
export function PasswordPairFields({ label, confirmLabel, register, errors }: PasswordPairFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
