import { RECOMMENDED_PRODUCTS_SHOWN } from '@pele/shared/constants';
import { Skeleton } from '../../../components/skeleton';
import { useRecommendedProducts } from '../api/get-recommended-products';
import styles from './featured-products.module.css';
import shared from './products.module.css';

/**
 * 'Produtos em Destaque para Sua Pele' on the recommended tab (spec 2.9): the first 2 products ranked for
 * the latest analysis, each with the reason it was picked.
 */
export function FeaturedProducts({ onOpen }: { onOpen: (id: string) => void }) {
  const recommended = useRecommendedProducts(RECOMMENDED_PRODUCTS_SHOWN);
  const shown = recommended.data?.data.slice(0, RECOMMENDED_PRODUCTS_SHOWN) ?? [];
  return (
    <section className="card stack" aria-labelledby="featured-title" aria-busy={recommended.isPending}>
      <h2 id="featured-title" className="card__title">
        Produtos em Destaque para Sua Pele
      </h2>
      {recommended.isPending ? (
        <div className={styles.featured} data-testid="featured-loading">
          <Skeleton height="88px" radius="var(--radius-md)" />
          <Skeleton height="88px" radius="var(--radius-md)" />
        </div>
      ) : recommended.isError ? (
        <p className="empty-state">Não foi possível carregar os destaques agora.</p>
      ) : shown.length === 0 ? (
        <p className="empty-state" data-testid="featured-empty">
          {recommended.data?.message ?? 'Nenhum destaque para a sua pele no momento.'}
        </p>
      ) : (
        <ul className={styles.featured} data-testid="featured-products">
          {shown.map((product) => (
            <li key={product.id}>
              <button type="button" className={styles.featuredItem} onClick={() => onOpen(product.id)}>
                <img src={product.imageUrl} alt="" className={styles.featuredImage} />
                <span className={styles.featuredText}>
                  <span className="product-row__name">{product.name}</span>
                  {product.recommendationScore !== null && (
                    <span className={shared.matchInline}>
                      {Math.round(product.recommendationScore)}% compatível
                    </span>
                  )}
                  {product.recommendationReason && (
                    <span className={styles.reason}>{product.recommendationReason}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
