import styles from './favourite-button.module.css';
import { HeartIcon } from './product-icons';

interface FavouriteButtonProps {
  productName: string;
  saved: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/** The favourite heart: a toggle button whose name says what a tap will do. */
export function FavouriteButton({ productName, saved, busy = false, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.heart} ${saved ? styles.heartOn : ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Remover ${productName} dos favoritos` : `Adicionar ${productName} aos favoritos`}
      data-testid="favourite-button"
      disabled={busy}
      onClick={onToggle}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
