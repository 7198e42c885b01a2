import { CONSUMER_CATEGORIES } from '@pele/shared/constants';
import { CATEGORY_LABELS, type ConsumerCategory } from '../category-labels';

interface CategoryTabsProps {
  value: ConsumerCategory;
  onChange: (category: ConsumerCategory) => void;
}

/** Recommended, cleansers, moisturizers, serums, sunscreens (spec 2.9), as toggle chips. */
export function CategoryTabs({ value, onChange }: CategoryTabsProps) {
  return (
    <fieldset className="chips">
      <legend className="visually-hidden">Categorias</legend>
      {CONSUMER_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={value === category}
          data-testid={`category-${category}`}
          onClick={() => onChange(category)}
        >
          {CATEGORY_LABELS[category]}
        </button>
      ))}
    </fieldset>
  );
}
