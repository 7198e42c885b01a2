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

/**
 * The class names of a button's look, for an element that must stay itself (a label over a hidden file input), and
 * for what every page loads (the update banner), which should not carry the component.
 */
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
