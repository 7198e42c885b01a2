import type { Product } from '@pele/shared/schemas/products';
import { useQueries } from '@tanstack/react-query';
import { Skeleton } from '../../../components/skeleton';
import { getProductReviews } from '../api/get-product-reviews';
import { reviewKeys } from '../api/review-keys';
import { ReviewCard } from './review-card';

/** How many reviewed products of the page are asked, and how many reviews each. */
const PRODUCTS_ASKED = 6;
const REVIEWS_PER_PRODUCT = 2;
const REVIEWS_SHOWN = 3;

/**
 * 'Avaliações Recentes' under the grid: the newest real reviews of the products on screen (the spec's
 * hard-coded samples replaced by data), or a clear empty state when none of them has a review yet.
 */
export function RecentReviews({
  products,
  onOpenProduct,
}: {
  products: Product[];
  onOpenProduct: (id: string) => void;
}) {
  const reviewed = products.filter((product) => product.numReviews > 0).slice(0, PRODUCTS_ASKED);
  const results = useQueries({
    queries: reviewed.map((product) => ({
      queryKey: reviewKeys.productPage(product.id, REVIEWS_PER_PRODUCT, 'recent'),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getProductReviews(product.id, { limit: REVIEWS_PER_PRODUCT, sort: 'recent', signal }),
    })),
  });
  const loading = results.some((result) => result.isPending);
  const names = new Map(reviewed.map((product) => [product.id, product.name]));
  const newest = results
    .flatMap((result) => result.data?.data ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, REVIEWS_SHOWN);

  return (
    <section className="stack" aria-labelledby="recent-reviews-title" aria-busy={loading}>
      <h2 id="recent-reviews-title" className="section-title">
        Avaliações Recentes
      </h2>
      {loading && newest.length === 0 ? (
        <div className="card stack" data-testid="recent-reviews-loading">
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton width="80%" />
        </div>
      ) : newest.length === 0 ? (
        <p className="empty-state" data-testid="recent-reviews-empty">
          Ainda não há avaliações dos produtos desta página. Abra um produto e seja a primeira pessoa a
          avaliar!
        </p>
      ) : (
        <ul className="stack" data-testid="recent-reviews">
          {newest.map((review) => (
            <li key={review.id} className="card">
              <ReviewCard
                review={review}
                productName={names.get(review.productId)}
                onOpenProduct={() => onOpenProduct(review.productId)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
