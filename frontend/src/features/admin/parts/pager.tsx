import styles from '../admin.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page navigation of the admin lists (page size 10 by default, spec 2.14). */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Paginação">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span aria-live="polite">
        Página {page} de {pages}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
}
