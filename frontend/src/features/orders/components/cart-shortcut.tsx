import { useLocation } from 'react-router';
import { badgeText } from '../../../components/badge-count';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { useCart } from '../api/cart';
import styles from './cart-shortcut.module.css';

/**
 * The cart from every app screen, with how many items it holds (the server's cart, updated on each change);
 * not on the cart screen itself.
 */
export function CartShortcut() {
  const cart = useCart();
  const openScreen = useOpenScreen();
  const { pathname } = useLocation();
  if (pathname === appPaths.cart) return null;
  const count = cart.data?.itemCount ?? 0;
  const badge = count > 0 ? badgeText(count) : null;
  return (
    <button
      type="button"
      className={styles.cartShortcut}
      data-testid="cart-shortcut"
      aria-label={count === 0 ? 'Carrinho vazio' : `Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
      onClick={() => openScreen(appPaths.cart)}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.2 10.5a1 1 0 0 0 1 .8h8.6a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19" r="1.3" />
        <circle cx="16.5" cy="19" r="1.3" />
      </svg>
      {badge && (
        <span className="count-badge" data-testid="cart-count" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
