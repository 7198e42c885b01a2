import type { ProductReview, Review } from '@pele/shared/schemas/reviews';
import { useState } from 'react';
import { StarRating } from '../../../components/star-rating';
import { formatDate } from '../../../lib/format';
import { ReviewFeedbackActions } from './review-feedback-actions';
import styles from './reviews.module.css';

const REVIEW_EXPAND_THRESHOLD = 100;

interface ReviewCardProps {
  review: Pick<
    Review,
    'id' | 'user' | 'rating' | 'title' | 'content' | 'createdAt' | 'timeUsed' | 'images' | 'verified'
  >;
  /** Shown above the review where it is read away from its product (recent reviews). */
  productName?: string;
  onOpenProduct?: () => void;
  /** 'Útil' and 'Denunciar', on the product's reviews only (with what the reader already did). */
  feedback?: Pick<ProductReview, 'helpfulCount' | 'votedHelpful' | 'reported' | 'mine'>;
}

/** One review; content over 100 characters is cut with 'Ler mais' (spec 2.9). */
export function ReviewCard({ review, productName, onOpenProduct, feedback }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const long = review.content.length > REVIEW_EXPAND_THRESHOLD;
  const content =
    long && !expanded ? `${review.content.slice(0, REVIEW_EXPAND_THRESHOLD).trimEnd()}…` : review.content;
  return (
    <article className={styles.review} data-testid="review-card">
      {productName &&
        (onOpenProduct ? (
          <button type="button" className={`link ${styles.reviewProduct}`} onClick={onOpenProduct}>
            {productName}
          </button>
        ) : (
          <p className={styles.reviewProduct}>{productName}</p>
        ))}
      <header className={styles.reviewHeader}>
        <StarRating value={review.rating} />
        <span className="muted">{formatDate(review.createdAt)}</span>
      </header>
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.reviewContent} data-testid="review-content-text">
        {content}
      </p>
      {long && (
        <button
          type="button"
          className="link"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Ler menos' : 'Ler mais'}
        </button>
      )}
      {review.images.length > 0 && (
        <ul className={styles.photos} aria-label="Fotos da avaliação">
          {review.images.map((url, index) => (
            <li key={url} className={styles.photo}>
              <img src={url} alt={`Foto ${index + 1} de ${review.user.name}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        {review.user.name || 'Anonymous'} · Uso: {review.timeUsed}
        {review.verified && <span className="pill pill--accent"> Compra verificada</span>}
      </p>
      {feedback && <ReviewFeedbackActions review={{ id: review.id, title: review.title, ...feedback }} />}
    </article>
  );
}
