import type { ReviewSort } from '@pele/shared/schemas/reviews';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { StarRating } from '../../../components/star-rating';
import { showToast } from '../../../lib/toast';
import { useMyReviews } from '../api/get-my-reviews';
import { type ProductReviews, useAllProductReviews, useProductReviews } from '../api/get-product-reviews';
import { reviewText } from '../review-messages';
import { reviewToForm, useReviewSubmit } from '../use-review-submit';
import { ReviewCard } from './review-card';
import { ReviewDialog } from './review-dialog';
import styles from './reviews.module.css';

const REVIEWS_SHOWN_ON_DETAIL = 3;

interface ProductReviewsPanelProps {
  productId: string;
  productName: string;
}

/**
 * The product's reviews tab (spec 2.9): average, count, the first 3 reviews, 'Ver Todas as Avaliações (n)'
 * and 'Escreva sua Avaliação'. Someone who already reviewed the product edits that review instead. The most
 * helpful come first ('Útil' votes, one per person); 'Mais recentes' orders them by date.
 */
export function ProductReviewsPanel({ productId, productName }: ProductReviewsPanelProps) {
  const [showAll, setShowAll] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const first = useProductReviews(productId, REVIEWS_SHOWN_ON_DETAIL, { sort });
  const all = useAllProductReviews(productId, { enabled: showAll, sort });
  const ownId = first.data?.userReviewId ?? null;
  const mine = useMyReviews({ enabled: ownId !== null });
  const own = ownId ? mine.data?.find((review) => review.id === ownId) : undefined;
  const submit = useReviewSubmit();

  if (first.isPending)
    return (
      <div className="stack" data-testid="reviews-loading">
        <Skeleton height="3rem" width="50%" />
        <Skeleton height="5rem" />
      </div>
    );
  if (first.isError)
    return (
      <LoadError message={'Não foi possível carregar as avaliações.'} onRetry={() => void first.refetch()} />
    );

  const { average, count } = first.data;
  const reviews = showAll && all.data ? all.data.pages.flatMap((page) => page.data) : first.data.data;
  const editing = own !== undefined;

  return (
    <div className="stack">
      <ReviewsSummary average={average} count={count} />

      <Button
        variant="primary"
        block
        disabled={ownId !== null && !editing}
        onClick={() => setDialogOpen(true)}
      >
        {editing ? 'Editar sua Avaliação' : 'Escreva sua Avaliação'}
      </Button>

      {count > 1 && <SortSelect sort={sort} onSort={setSort} />}

      <ReviewList reviews={reviews} />

      {!showAll && count > REVIEWS_SHOWN_ON_DETAIL && (
        <Button variant="secondary" block onClick={() => setShowAll(true)}>
          Ver Todas as Avaliações ({count})
        </Button>
      )}
      {showAll && all.isFetching && <Skeleton height="5rem" />}
      {showAll && all.hasNextPage && !all.isFetchingNextPage && (
        <Button variant="secondary" block onClick={() => void all.fetchNextPage()}>
          Carregar mais avaliações
        </Button>
      )}

      <ReviewDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        mode={editing ? 'edit' : 'create'}
        productName={productName}
        initial={own ? reviewToForm(own) : undefined}
        onSubmit={async (values) => {
          if (own) await submit.update(own.id, values);
          else await submit.create(productId, values);
          setDialogOpen(false);
          showToast(own ? reviewText.updated : reviewText.submitted);
        }}
      />
    </div>
  );
}

function ReviewList({ reviews }: { reviews: ProductReviews['data'] }) {
  return reviews.length === 0 ? (
    <p className="empty-state" data-testid="reviews-empty">
      Este produto ainda não tem avaliações. Conte como ele funcionou na sua pele!
    </p>
  ) : (
    <ul className="stack" aria-label="Avaliações do produto">
      {reviews.map((review) => (
        <li key={review.id} className="card">
          <ReviewCard review={review} feedback={review} />
        </li>
      ))}
    </ul>
  );
}

/** 'Ordenar por': the most helpful or the most recent first. */
function SortSelect({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  return (
    <label className={styles.sort}>
      <span>Ordenar por</span>
      <select
        className="input"
        value={sort}
        data-testid="reviews-sort"
        onChange={(event) => onSort(event.target.value as ReviewSort)}
      >
        <option value="helpful">Mais úteis</option>
        <option value="recent">Mais recentes</option>
      </select>
    </label>
  );
}

function ReviewsSummary({ average, count }: { average: number; count: number }) {
  return (
    <div className={styles.summary} data-testid="reviews-summary">
      <span className={styles.average}>
        {average.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}
      </span>
      <span className="stack">
        <StarRating value={average} size="md" />
        <span className="muted" data-testid="reviews-count">
          {count} {count === 1 ? 'avaliação' : 'avaliações'}
        </span>
      </span>
    </div>
  );
}
