import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';

export interface ButtonLook {
  /** Without one the button keeps the plain pill (the update banner's 'Atualizar'). */
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** As wide as its container. */
  block?: boolean;
}

const variantClass: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  danger: styles.danger,
  'danger-outline': styles.dangerOutline,
};

/** The class names of a button's look, for an element that must stay itself (a label over a hidden file input). */
export function buttonClassName(
  { variant, size = 'medium', block = false }: ButtonLook,
  extra?: string,
): string {
  return [
    styles.button,
    variant && variantClass[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  /** Draws the look on its only child instead (a router link, a dialog's close), which keeps its own role. */
  asChild?: boolean;
  /** While true the button is disabled and busy, and says so with `loadingLabel` in place of its text. */
  loading?: boolean;
  loadingLabel?: ReactNode;
}

/** Every button of the app: its look comes from `variant`, `size` and `block`; all native props pass through. */
export function Button({
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  loadingLabel,
  className,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const look = buttonClassName({ variant, size, block }, className);
  if (asChild) {
    return (
      <Slot className={look} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type="button"
      className={look}
      disabled={disabled || loading}
      {...(loading ? { 'aria-busy': true } : {})}
      {...props}
    >
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}
