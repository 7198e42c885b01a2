import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { SearchableList } from '../../../components/searchable-list';
import { SkeletonRows } from '../../../components/skeleton';
import { StarRating } from '../../../components/star-rating';
import { useOpenScreen } from '../../../lib/app-navigation';
import { appPaths } from '../../../lib/app-paths';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { type MyReview, useMyReviews } from '../api/get-my-reviews';
import { filterMyReviews } from '../filter-my-reviews';
import { reviewText } from '../review-messages';
import { reviewToForm, useReviewSubmit } from '../use-review-submit';
import { ReviewDialog } from './review-dialog';
import styles from './reviews.module.css';

/** Minhas Avaliações (spec 2.11): search, edit in the review dialog, delete after a confirmation. */
export function MyReviewsScreen() {
  const reviews = useMyReviews();
  const submit = useReviewSubmit();
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);

  if (reviews.isPending)
    return <SkeletonRows height="96px" radius="var(--radius-md)" testId="my-reviews-loading" />;
  if (reviews.isError)
    return (
      <LoadError
        message={reviewText.loadMineFailed}
        onRetry={() => void reviews.refetch()}
        testId="my-reviews-error"
      />
    );

  return (
    <SearchableList
      items={reviews.data}
      filter={filterMyReviews}
      search={{
        label: 'Buscar avaliações',
        placeholder: 'Buscar por produto ou texto',
        testId: 'my-reviews-search',
      }}
      empty={{
        message: 'Você ainda não avaliou nenhum produto. Abra um produto e toque em “Escreva sua Avaliação”.',
        testId: 'my-reviews-empty',
      }}
      noMatch="Nenhuma avaliação encontrada."
      list={{ label: 'Minhas avaliações', testId: 'my-reviews-list' }}
      renderItem={(review) => (
        <MyReviewCard
          key={review.id}
          review={review}
          onEdit={() => setEditing(review)}
          onDelete={() => setDeleting(review)}
        />
      )}
    >
      <ReviewDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        mode="edit"
        productName={editing?.product.name ?? ''}
        initial={editing ? reviewToForm(editing) : undefined}
        onSubmit={async (values) => {
          if (!editing) return;
          await submit.update(editing.id, values);
          setEditing(null);
          showToast(reviewText.updated);
        }}
      />

      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </SearchableList>
  );
}

/** One of my reviews: its product (opens it), stars, date, text, and 'Editar' / 'Excluir'. */
function MyReviewCard({
  review,
  onEdit,
  onDelete,
}: {
  review: MyReview;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const openScreen = useOpenScreen();
  return (
    <li className="card stack" data-testid="my-review">
      <button
        type="button"
        className={styles.myReviewProduct}
        onClick={() => openScreen(appPaths.product(review.product.id))}
      >
        <img src={review.product.image_url} alt="" className="product-row__image" />
        <span className="product-row__name">{review.product.name}</span>
      </button>
      <div className={styles.reviewHeader}>
        <StarRating value={review.rating} />
        <span className="muted">{formatDate(review.createdAt)}</span>
      </div>
      {/* Reviews publish at once, so only a rejection is news to the author ('pending' is not "em análise"). */}
      {review.moderation === 'rejected' ? (
        <div className={styles.rejected} data-testid="review-rejected">
          <span className={styles.rejectedBadge}>Removida pela moderação</span>
          <p className="muted">
            Esta avaliação não aparece para outras pessoas nem conta na nota do produto.
          </p>
        </div>
      ) : null}
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.reviewContent}>{review.content}</p>
      <p className="muted">Uso: {review.timeUsed}</p>
      <div className="button-row">
        <Button
          variant="secondary"
          size="small"
          aria-label={`Editar avaliação de ${review.product.name}`}
          onClick={onEdit}
        >
          Editar
        </Button>
        <Button
          variant="danger-outline"
          size="small"
          aria-label={`Excluir avaliação de ${review.product.name}`}
          onClick={onDelete}
        >
          Excluir
        </Button>
      </div>
    </li>
  );
}

/** 'Excluir avaliação?': deletes the review once confirmed. */
function DeleteReviewDialog({ review: deleting, onClose }: { review: MyReview | null; onClose: () => void }) {
  const remove = useDeleteReview();
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Excluir avaliação?"
      description={
        deleting
          ? `Sua avaliação de “${deleting.product.name}” será excluída. Esta ação não pode ser desfeita.`
          : undefined
      }
      confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
      tone="danger"
      busy={remove.isPending}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: () => {
            onClose();
            showToast(reviewText.deleted);
          },
          onError: () => showToast(reviewText.deleteFailed, 'error'),
        });
      }}
    />
  );
}
