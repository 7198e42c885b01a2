import { ADMIN_PAGE_SIZE, type AdminReview, adminMessages } from '@pele/shared/schemas/admin';
import { helpfulLabel, type ModerationState } from '@pele/shared/schemas/reviews';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ChoiceButtons } from '../../../../components/choice-buttons';
import { SkeletonRows } from '../../../../components/skeleton';
import { StarRating } from '../../../../components/star-rating';
import { formatDate } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useAdminReviews } from '../../api/list-reviews';
import { useModerateReview } from '../../api/moderate-review';
import styles from '../admin.module.css';
import { useAdminErrors } from '../layout/admin-errors';
import { AdminPager, LoadFailed, useReportFailure } from '../parts/admin-list';
import { Badge } from '../parts/cells';
import { MODERATION_LABELS } from '../parts/labels';

const FILTERS: Array<{ value: ModerationState | ''; label: string }> = [
  { value: 'pending', label: 'Pendentes' },
  { value: 'approved', label: 'Aprovadas' },
  { value: 'rejected', label: 'Rejeitadas' },
  { value: '', label: 'Todas' },
];

/** What staff can do with a review: each button shows unless the review is already in its state. */
const DECISIONS = [
  { label: 'Aprovar', approved: true, state: 'approved' },
  { label: 'Rejeitar', approved: false, state: 'rejected' },
] as const;

/** How many found it helpful, and each report's reason and details, newest first. */
function ReviewReports({ review }: { review: AdminReview }) {
  return (
    <>
      {review.helpfulCount > 0 && <p className="muted">{helpfulLabel(review.helpfulCount)}</p>}
      {review.reportCount > 0 && (
        <div data-testid="admin-review-reports">
          <Badge tone="bad">
            {review.reportCount === 1 ? 'Denunciada 1 vez' : `Denunciada ${review.reportCount} vezes`}
          </Badge>
          <ul aria-label={`Denúncias da avaliação "${review.title}"`}>
            {review.reports.map((report) => (
              <li key={`${report.createdAt}-${report.reason}`}>
                <strong>{report.reasonLabel}</strong>
                {report.details && <> — {report.details}</>} ·{' '}
                <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * Avaliações: reviews publish at once, and staff look at them afterwards: approving keeps one, rejecting hides
 * it and takes it out of the product's average. A review people report ('Denunciar') comes back among the
 * pending ones with the reasons.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ModerationState | ''>('pending');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews({ page, limit: ADMIN_PAGE_SIZE, status: status || undefined });
  const moderate = useModerateReview();
  const { report } = useAdminErrors();
  useReportFailure(reviews, adminMessages.reviewsLoadFailed);

  const decide = (id: string, approved: boolean) =>
    moderate.mutate(
      { id, approved },
      {
        onSuccess: () => showToast(approved ? 'Avaliação aprovada.' : 'Avaliação rejeitada.'),
        onError: (error) => report(adminMessages.moderateFailed, error),
      },
    );

  const rows = reviews.data?.reviews ?? [];
  return (
    <>
      <ChoiceButtons
        legend="Filtrar avaliações"
        options={FILTERS}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {reviews.isPending ? (
        <SkeletonRows height="5rem" />
      ) : rows.length === 0 && reviews.isError ? (
        <LoadFailed message={adminMessages.reviewsLoadFailed} onRetry={reviews.refetch} />
      ) : rows.length === 0 ? (
        <p className="empty-state">Nenhuma avaliação encontrada.</p>
      ) : (
        <ul className={styles.auditList} aria-label="Avaliações">
          {rows.map((review) => (
            <ModeratedReview
              key={review.id}
              review={review}
              busy={moderate.isPending}
              onDecide={(approved) => decide(review.id, approved)}
            />
          ))}
        </ul>
      )}
      <AdminPager page={page} pages={reviews.data?.pagination.pages ?? 0} onChange={setPage} />
    </>
  );
}

/** One review as staff see it: product, author, date, state, text, reports, and the decisions still open. */
function ModeratedReview({
  review,
  busy,
  onDecide,
}: {
  review: AdminReview;
  busy: boolean;
  onDecide: (approved: boolean) => void;
}) {
  return (
    <li className={styles.auditItem} data-testid="admin-review">
      <p>
        <strong>{review.product.name || 'Produto excluído'}</strong> · {review.author.name || 'Anônimo'} ·{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>{' '}
        <Badge
          tone={review.moderation === 'rejected' ? 'bad' : review.moderation === 'approved' ? 'ok' : 'info'}
        >
          {MODERATION_LABELS[review.moderation]}
        </Badge>
      </p>
      <StarRating value={review.rating} />
      <p>
        <strong>{review.title}</strong>
      </p>
      <p>{review.content}</p>
      <ReviewReports review={review} />
      <div className={styles.actions}>
        {DECISIONS.filter((decision) => decision.state !== review.moderation).map((decision) => (
          <Button
            key={decision.label}
            variant={decision.approved ? 'primary' : 'danger-outline'}
            size="small"
            disabled={busy}
            aria-label={`${decision.label} avaliação "${review.title}"`}
            onClick={() => onDecide(decision.approved)}
          >
            {decision.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
