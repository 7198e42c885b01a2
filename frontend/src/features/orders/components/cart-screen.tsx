import { addressMessages } from '@pele/shared/schemas/address';
import { orderMessages } from '@pele/shared/schemas/order-words';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { SkeletonRows } from '../../../components/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { formatPrice } from '../../../lib/format';
import { useDeliveryAddress } from '../api/address';
import { useCart, useCartQuantity } from '../api/cart';
import { useCheckoutCart } from '../api/orders';
import { AddressSection } from './address-section';

type CartItem = NonNullable<ReturnType<typeof useCart>['data']>['items'][number];

/**
 * The cart (kept on the server): quantities, line subtotals and the total at today's prices, then
 * the delivery address, then 'Finalizar Compra' places the order and opens the hosted payment. The cart stays
 * until the payment succeeds.
 */
export function CartScreen() {
  const cart = useCart();
  const quantity = useCartQuantity();
  const checkout = useCheckoutCart();
  const address = useDeliveryAddress();
  const hasAddress = Boolean(address.data?.address);
  if (cart.isError)
    return <LoadError message={orderMessages.cartLoadFailed} onRetry={() => void cart.refetch()} />;
  if (!cart.data) return <SkeletonRows height="4rem" testId="cart-loading" />;
  if (cart.data.items.length === 0)
    return (
      <div className="stack">
        <p className="empty-state">Seu carrinho está vazio.</p>
        <Button asChild variant="primary">
          <Link to={appPaths.products}>Ver produtos</Link>
        </Button>
      </div>
    );
  const busy = quantity.isPending || checkout.isPending;
  return (
    <div className="stack" data-testid="cart">
      <ul className="stack" aria-label="Itens do carrinho">
        {cart.data.items.map((item) => (
          <CartItemCard
            key={item.productId}
            item={item}
            busy={busy}
            onQuantity={(next) => quantity.mutate({ productId: item.productId, quantity: next })}
          />
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>Frete</dt>
          <dd>Grátis</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="order-totals__total" data-testid="cart-total">
            {formatPrice(cart.data.total)}
          </dd>
        </div>
      </dl>
      <AddressSection />
      {checkout.isError && (
        <p className="error-box" role="alert">
          {checkout.error.message}
        </p>
      )}
      {!hasAddress && address.isSuccess && (
        <p className="muted" data-testid="address-needed">
          {addressMessages.required}
        </p>
      )}
      <Button variant="primary" block disabled={busy || !hasAddress} onClick={() => checkout.mutate()}>
        {checkout.isPending ? 'Abrindo pagamento...' : 'Finalizar Compra'}
      </Button>
    </div>
  );
}

/** One line of the cart: the product, its subtotal, and −, + and 'Remover'. */
function CartItemCard({
  item,
  busy,
  onQuantity,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  return (
    <li className="card stack" data-testid="cart-item">
      <div className="order-items__row">
        <img src={item.image} alt="" className="product-row__image" />
        <span className="order-items__name">
          {item.name}
          <span className="muted"> · {item.brand}</span>
          {item.match !== null && (
            <span className="muted" data-testid="cart-item-match">
              {' '}
              · {Math.round(item.match)}% compatível
            </span>
          )}
        </span>
        <span>{formatPrice(item.subtotal)}</span>
      </div>
      <div className="button-row">
        <Button
          variant="secondary"
          size="small"
          aria-label={`Diminuir ${item.name}`}
          disabled={busy}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </Button>
        <span aria-live="polite">
          {item.quantity} × {formatPrice(item.price)}
        </span>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Aumentar ${item.name}`}
          disabled={busy || item.quantity >= item.inStock}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          +
        </Button>
        <Button
          variant="danger-outline"
          size="small"
          aria-label={`Remover ${item.name} do carrinho`}
          disabled={busy}
          onClick={() => onQuantity(0)}
        >
          Remover
        </Button>
      </div>
    </li>
  );
}
