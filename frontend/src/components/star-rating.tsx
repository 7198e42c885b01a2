import { RATING_SCALE } from '@pele/shared/constants';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** 0 to 5, decimals allowed (averages). */
  value: number;
  size?: 'sm' | 'md';
}

const STARS = Array.from({ length: RATING_SCALE.max }, (_, index) => index + 1);

/** Five stars filled up to the rating; the number is given in words for screen readers. */
export function StarRating({ value, size = 'sm' }: StarRatingProps) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <span
      className={`${styles.stars} ${size === 'md' ? styles.md : ''}`}
      role="img"
      aria-label={`Avaliação ${rounded.toLocaleString('pt-BR')} de ${RATING_SCALE.max}`}
    >
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={value >= star - 0.25 ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  );
}
