import type { Product } from '@pele/shared/schemas/products';
import { StarRating } from '../../../components/star-rating';
import { formatPrice } from '../../../lib/format';
import { categoryLabel } from '../category-labels';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';
import styles from './product-card.module.css';
import { AlertIcon } from './product-icons';
import shared from './products.module.css';

interface ProductCardProps {
  product: Product;
  onOpen: (id: string) => void;
  onToggleFavourite: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  favouriteBusy?: boolean;
}

/** One product of the grid: image, name, rating, price, avoid-list flag, heart and 'Adicionar' (or 'Esgotado'). */
export function ProductCard({
  product,
  onOpen,
  onToggleFavourite,
  onAddToCart,
  favouriteBusy,
}: ProductCardProps) {
  return (
    <article
      className={shared.card}
      aria-labelledby={`product-${product.id}-name`}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className={styles.cardMedia}>
        <button
          type="button"
          className={styles.cardImageButton}
          onClick={() => onOpen(product.id)}
          aria-label={`Ver detalhes de ${product.name}`}
        >
          <img src={product.imageUrl} alt="" className={styles.cardImage} loading="lazy" />
        </button>
        <span className={styles.cardHeart}>
          <FavouriteButton
            productName={product.name}
            saved={product.isSaved}
            busy={favouriteBusy}
            onToggle={() => onToggleFavourite(product)}
          />
        </span>
        {product.recommendationScore !== null && (
          <span className={styles.matchPill}>{Math.round(product.recommendationScore)}% compatível</span>
        )}
      </div>
      <div className={shared.cardBody}>
        <p className={shared.cardMeta}>
          {product.brand} · {categoryLabel(product.category)}
        </p>
        <h3 id={`product-${product.id}-name`} className={styles.cardName}>
          <button type="button" className={styles.cardNameButton} onClick={() => onOpen(product.id)}>
            {product.name}
          </button>
        </h3>
        {product.hasAlert && (
          <p className={shared.alertPill} data-testid="product-alert">
            <AlertIcon />
            Contém {product.alerts.map((alert) => alert.ingredient).join(', ')}
          </p>
        )}
        <p className={shared.cardRating}>
          <StarRating value={product.rating} />
          <span className="muted">({product.numReviews})</span>
        </p>
        <div className={styles.cardFooter}>
          <span className={styles.cardPrice}>
            {formatPrice(product.price)}
            {product.originalPrice !== null && product.originalPrice > product.price && (
              <s className={shared.originalPrice}>{formatPrice(product.originalPrice)}</s>
            )}
          </span>
          <AddToCartButton
            product={product}
            variant="secondary"
            size="small"
            className={styles.cartButton}
            onAdd={() => onAddToCart(product)}
          />
        </div>
      </div>
    </article>
  );
}
