import { useState } from 'react';
import styles from './product-description.module.css';

const DESCRIPTION_EXPAND_THRESHOLD = 150;

/** The description cut to 3 lines, with 'Ver mais' when it is over 150 characters (spec 2.9). */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > DESCRIPTION_EXPAND_THRESHOLD;
  const clamped = long && !expanded;
  return (
    <div className="stack">
      <p
        id="product-description"
        className={clamped ? styles.clamp3 : undefined}
        data-testid="product-description"
        data-clamped={clamped}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          className="link"
          aria-expanded={expanded}
          aria-controls="product-description"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Ver menos' : 'Ver mais'}
        </button>
      )}
    </div>
  );
}
