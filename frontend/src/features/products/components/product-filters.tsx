import { PRICE_SLIDER, RATING_SCALE } from '@pele/shared/constants';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { formatPrice } from '../../../lib/format';
import styles from './product-filters.module.css';

export interface ProductFilterValues {
  /** 0 to 500; 500 (the top of the slider) means no limit. */
  maxPrice: number;
  /** 0 means all ratings. */
  minRating: number;
}

export const DEFAULT_FILTERS: ProductFilterValues = { maxPrice: PRICE_SLIDER.max, minRating: 0 };

const RATINGS = Array.from({ length: RATING_SCALE.max }, (_, index) => index + 1);

interface ProductFiltersProps {
  value: ProductFilterValues;
  onChange: (value: ProductFilterValues) => void;
}

/** The filter panel of spec 2.9 / 5: a price maximum slider (0 to 500) and a minimum rating. */
export function ProductFilters({ value, onChange }: ProductFiltersProps) {
  const id = useId();
  const changed =
    value.maxPrice !== DEFAULT_FILTERS.maxPrice || value.minRating !== DEFAULT_FILTERS.minRating;
  return (
    <div className={`card stack ${styles.filters}`} data-testid="product-filters">
      <div className="field">
        <label htmlFor={`${id}-price`} className="field__label">
          Preço máximo: {formatPrice(value.maxPrice)}
        </label>
        <input
          id={`${id}-price`}
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={10}
          value={value.maxPrice}
          aria-valuetext={formatPrice(value.maxPrice)}
          className={styles.slider}
          onChange={(event) => onChange({ ...value, maxPrice: Number(event.target.value) })}
        />
        <div className={styles.sliderScale} aria-hidden="true">
          <span>{formatPrice(PRICE_SLIDER.min)}</span>
          <span>{formatPrice(PRICE_SLIDER.max)}</span>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-rating`} className="field__label">
          Avaliação mínima
        </label>
        <select
          id={`${id}-rating`}
          className="input"
          value={value.minRating}
          onChange={(event) => onChange({ ...value, minRating: Number(event.target.value) })}
        >
          <option value={0}>Todas</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating === RATING_SCALE.max
                ? '5 estrelas'
                : `${rating}+ ${rating === 1 ? 'estrela' : 'estrelas'}`}
            </option>
          ))}
        </select>
      </div>
      {changed && (
        <Button variant="ghost" size="small" onClick={() => onChange(DEFAULT_FILTERS)}>
          Limpar filtros
        </Button>
      )}
    </div>
  );
}
