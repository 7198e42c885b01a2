import type { Product } from '@pele/shared/schemas/products';
import { Skeleton } from '../../../components/skeleton';
import { useAddToCart } from '../../orders';
import { useOptimisticFavourite } from '../use-favourite-toggle';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';
import shared from './products.module.css';

const SKELETON_CARDS = 6;

/** A card with its own favourite call, so each heart is busy on its own. */
function GridCard({ product, onOpen }: { product: Product; onOpen: (id: string) => void }) {
  const favourite = useOptimisticFavourite();
  const addToCart = useAddToCart();
  return (
    <ProductCard
      product={product}
      onOpen={onOpen}
      favouriteBusy={favourite.isPending}
      onToggleFavourite={(p) => favourite.mutate({ id: p.id, saved: !p.isSaved })}
      onAddToCart={(p) => addToCart.mutate(p.id)}
    />
  );
}

export function ProductGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <ul className={styles.grid} data-testid="products-loading" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity
        <li key={index} className={shared.card}>
          <Skeleton height="140px" radius="var(--radius-md) var(--radius-md) 0 0" />
          <span className={shared.cardBody}>
            <Skeleton width="50%" height="0.8rem" />
            <Skeleton width="85%" />
            <Skeleton width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

interface ProductGridProps {
  products: Product[];
  onOpen: (id: string) => void;
  label: string;
}

export function ProductGrid({ products, onOpen, label }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <GridCard product={product} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
