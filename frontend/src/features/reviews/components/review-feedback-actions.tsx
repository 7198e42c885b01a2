import { helpfulLabel, type ProductReview } from '@pele/shared/schemas/reviews';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { showToast } from '../../../lib/toast';
import { useHelpfulVote, useReportReview } from '../api/review-feedback';
import { ReportDialog } from './report-dialog';
import styles from './reviews.module.css';

type Feedback = Pick<ProductReview, 'id' | 'title' | 'helpfulCount' | 'votedHelpful' | 'reported' | 'mine'>;

/**
 * 'Útil' (a toggle: one vote per person, counted by the server) with 'N pessoas acharam útil', and
 * 'Denunciar' (a reason, then staff's moderation queue). One's own review shows the count only.
 */
export function ReviewFeedbackActions({ review }: { review: Feedback }) {
  const helpful = useHelpfulVote();
  const report = useReportReview();
  const [reporting, setReporting] = useState(false);

  const toggleHelpful = () =>
    helpful.mutate(
      { id: review.id, helpful: !review.votedHelpful },
      { onError: (error) => showToast(error.message, 'error') },
    );

  return (
    <div className={styles.reviewActions}>
      {review.helpfulCount > 0 && (
        <span className="muted" data-testid="review-helpful-count">
          {helpfulLabel(review.helpfulCount)}
        </span>
      )}
      {!review.mine && (
        <>
          <Button
            variant={review.votedHelpful ? 'primary' : 'ghost'}
            size="small"
            aria-pressed={review.votedHelpful}
            disabled={helpful.isPending}
            onClick={toggleHelpful}
          >
            Útil
          </Button>
          <Button variant="ghost" size="small" disabled={review.reported} onClick={() => setReporting(true)}>
            {review.reported ? 'Denunciada' : 'Denunciar'}
          </Button>
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            reviewTitle={review.title}
            onSubmit={async (values) => {
              await report.mutateAsync({ id: review.id, ...values });
              setReporting(false);
              showToast('Denúncia enviada. Nossa equipe vai analisar a avaliação.');
            }}
          />
        </>
      )}
    </div>
  );
}
