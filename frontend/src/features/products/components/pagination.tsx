import { pageButtons } from '../page-buttons';
import styles from './products.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** The page buttons under the grid; hidden with a single page. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Páginas de produtos" className={styles.pagination}>
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
