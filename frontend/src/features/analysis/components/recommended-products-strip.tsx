import { RECOMMENDED_PRODUCTS_SHOWN } from '@pele/shared/constants';
import { FALLBACK_PRODUCTS, type StripProduct } from '../fallback-products';
import styles from './analysis.module.css';

interface RecommendedProductsStripProps {
  /** Recommendations for this skin, when the catalog provides them; the fallback shows otherwise. */
  products?: readonly StripProduct[];
  onSeeAll?: () => void;
}

/**
 * Two products with the server's match for this person, the same number Produtos and the detail show. The
 * fallback's general suggestions carry no badge: nothing was matched.
 */
export function RecommendedProductsStrip({ products = [], onSeeAll }: RecommendedProductsStripProps) {
  const fallback = products.length === 0;
  const shown = (fallback ? FALLBACK_PRODUCTS : products).slice(0, RECOMMENDED_PRODUCTS_SHOWN);
  return (
    <section className="card stack" aria-labelledby="strip-title" data-testid="recommended-strip">
      <div className="card__header">
        <h3 id="strip-title" className="card__title">
          Produtos Recomendados
        </h3>
        {onSeeAll && (
          <button type="button" className="link" onClick={onSeeAll}>
            Ver Todos
          </button>
        )}
      </div>
      {fallback && (
        <p className={styles.scoreLine}>
          Sugestões gerais, boas para qualquer tipo de pele, enquanto as recomendações do catálogo não
          carregam.
        </p>
      )}
      <ul className={styles.strip}>
        {shown.map((product) => (
          <li key={product.id} className={styles.stripCard} data-testid="strip-product">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" className={styles.stripImage} />
            ) : (
              <span className={styles.stripImage} aria-hidden="true" />
            )}
            {typeof product.match === 'number' && (
              <span className={styles.compat}>{Math.round(product.match)}% compatível</span>
            )}
            <span className="product-row__name">{product.name}</span>
            <span className="muted">{product.brand ?? product.category}</span>
            {product.reason && (
              <span className={styles.scoreLine} data-testid="strip-reason">
                {product.reason}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
