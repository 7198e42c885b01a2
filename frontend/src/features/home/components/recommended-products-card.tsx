import { RECOMMENDED_PRODUCTS_SHOWN } from '@pele/shared/constants';
import { Skeleton } from '../../../components/skeleton';
import { formatPrice } from '../../../lib/format';

export interface RecommendedProduct {
  id: string;
  name: string;
  brand?: string;
  price?: number;
  imageUrl?: string | null;
  /** Why it was picked for this skin (names the measured concern it answers). */
  reason?: string | null;
  /** Contains an ingredient of the user's avoid list. */
  hasAlert?: boolean;
}

interface RecommendedProductsCardProps {
  products: RecommendedProduct[];
  isLoading: boolean;
  hasAnalysis: boolean;
  onOpenProduct: (id: string) => void;
  onSeeAll: () => void;
}

/** Up to 2 recommended products (spec 2.6), with skeletons while loading and empty-state messages. */
export function RecommendedProductsCard({
  products,
  isLoading,
  hasAnalysis,
  onOpenProduct,
  onSeeAll,
}: RecommendedProductsCardProps) {
  const shown = products.slice(0, RECOMMENDED_PRODUCTS_SHOWN);
  return (
    <section className="card" aria-labelledby="recommended-title" aria-busy={isLoading}>
      <div className="card__header">
        <h2 id="recommended-title" className="card__title">
          Produtos Recomendados
        </h2>
        <button type="button" className="link" onClick={onSeeAll}>
          Ver Todos
        </button>
      </div>
      {isLoading ? (
        <ul className="product-list" data-testid="recommended-loading">
          {Array.from({ length: RECOMMENDED_PRODUCTS_SHOWN }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity
            <li key={index} className="product-row">
              <Skeleton width="56px" height="56px" radius="var(--radius-md)" />
              <span className="product-row__text">
                <Skeleton width="70%" />
                <Skeleton width="40%" height="0.8rem" />
              </span>
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="empty-state" data-testid="recommended-empty">
          {hasAnalysis
            ? 'Nenhum produto do catálogo combina com a sua análise e a sua lista de ingredientes a evitar no momento.'
            : 'Faça sua análise de pele para receber recomendações de produtos personalizadas.'}
        </p>
      ) : (
        <ul className="product-list">
          {shown.map((product) => (
            <li key={product.id}>
              <button type="button" className="product-row" onClick={() => onOpenProduct(product.id)}>
                {product.imageUrl ? (
                  <img src={product.imageUrl} alt="" className="product-row__image" />
                ) : (
                  <span className="product-row__image product-row__image--empty" aria-hidden="true" />
                )}
                <span className="product-row__text">
                  <span className="product-row__name">{product.name}</span>
                  {product.brand && <span className="muted">{product.brand}</span>}
                  {product.reason && (
                    <span className="muted" data-testid="recommended-reason">
                      {product.reason}
                    </span>
                  )}
                  {product.hasAlert && <span className="field__error">Contém ingrediente a evitar</span>}
                </span>
                {product.price !== undefined && (
                  <span className="product-row__price">{formatPrice(product.price)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
