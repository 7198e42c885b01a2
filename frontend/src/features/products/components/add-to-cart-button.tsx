import { Button, type ButtonLook } from '../../../components/button';
import { CartIcon } from './product-icons';

interface AddToCartButtonProps extends ButtonLook {
  product: { name: string; soldOut: boolean };
  onAdd: () => void;
  busy?: boolean;
  className?: string;
  /** The button's words when the product can be added ('Adicionar', 'Adicionar ao carrinho'). */
  label?: string;
  withIcon?: boolean;
}

/**
 * 'Adicionar' to the cart, or 'Esgotado' (disabled) when no unit is left; the server refuses a sold-out
 * product in the cart either way.
 */
export function AddToCartButton({
  product,
  onAdd,
  busy,
  className,
  label = 'Adicionar',
  withIcon = true,
  ...look
}: AddToCartButtonProps) {
  if (product.soldOut)
    return (
      <Button {...look} className={className} disabled aria-label={`${product.name} esgotado`}>
        Esgotado
      </Button>
    );
  return (
    <Button
      {...look}
      className={className}
      disabled={busy}
      onClick={onAdd}
      // A bare 'Adicionar' in a list needs the product's name to say which one.
      aria-label={label === 'Adicionar' ? `Adicionar ${product.name} ao carrinho` : undefined}
    >
      {withIcon && <CartIcon />}
      {label}
    </Button>
  );
}
