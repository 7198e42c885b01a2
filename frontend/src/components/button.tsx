import { type ComponentPropsWithRef, cloneElement, isValidElement, type ReactNode } from 'react';
import { type ButtonLook, buttonClassName } from './button-class';

export type { ButtonLook, ButtonVariant } from './button-class';
export { buttonClassName } from './button-class';

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
  // The child takes the look and the props (as Radix's Slot would do, without its kilobyte on first loads).
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, {
      ...props,
      className: [look, children.props.className].filter(Boolean).join(' '),
    });
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
