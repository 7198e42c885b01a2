import { discountBadge } from '@pele/shared/discount';
import { formatPrice } from '../../../lib/format';
import styles from './price-block.module.css';
import shared from './products.module.css';

/** Price, the original price struck through when there is one, and the discount badge (spec 2.9). */
export function PriceBlock({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  const badge = discountBadge(price, originalPrice);
  return (
    <p className={styles.priceBlock} data-testid="product-price">
      <span className={styles.price}>{formatPrice(price)}</span>
      {originalPrice !== null && originalPrice > 0 && originalPrice !== price && (
        <s className={shared.originalPrice}>
          <span className="visually-hidden">Preço original: </span>
          {formatPrice(originalPrice)}
        </s>
      )}
      {badge && (
        <span className={styles.discount} data-testid="discount-badge">
          {badge}
        </span>
      )}
    </p>
  );
}
