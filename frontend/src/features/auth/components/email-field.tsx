import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'inputMode'
>;

/** The 'Email' input of the sign-in forms, with the keyboard and autofill hints for an address. */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
