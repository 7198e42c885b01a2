import { RATING_SCALE } from '@pele/shared/constants';
import { FieldError } from '../../../components/form-field';
import { RATING_LABELS } from '../review-messages';
import styles from './reviews.module.css';

interface RatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

const STARS = Array.from({ length: RATING_SCALE.max }, (_, index) => index + 1);

/** Five star radios; the chosen one's label (Ruim … Excelente) shows beside them. */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  return (
    <fieldset
      className={styles.ratingField}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'review-rating-error' : undefined}
    >
      <legend className="field__label">Sua nota</legend>
      <div className={styles.ratingStars}>
        {STARS.map((star) => (
          <label key={star} className={`${styles.ratingStar} ${value >= star ? styles.ratingStarOn : ''}`}>
            <input
              type="radio"
              name="review-rating"
              value={star}
              checked={value === star}
              className="visually-hidden"
              data-testid={`review-rating-${star}`}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} {star === 1 ? 'estrela' : 'estrelas'}: {RATING_LABELS[star]}
            </span>
          </label>
        ))}
        <span className={styles.ratingLabel} data-testid="review-rating-label" aria-live="polite">
          {RATING_LABELS[value] ?? ''}
        </span>
      </div>
      <FieldError id="review-rating-error" message={error} />
    </fieldset>
  );
}
