import { pageButtons } from '../page-buttons';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers. */
  label?: string;
}

/** The page buttons under a list (the product grid, the admin tables); hidden with a single page. */
export function Pagination({ page, pages, onChange, label = 'Páginas de produtos' }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </button>
      {pageButtons(page, pages).map((button, index) =>
        button === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={button}
            type="button"
            className={styles.pageButton}
            aria-current={button === page ? 'page' : undefined}
            aria-label={`Página ${button}`}
            onClick={() => onChange(button)}
          >
            {button}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
