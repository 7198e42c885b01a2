import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../../components/button';
import { SkeletonRows } from '../../../../components/skeleton';
import { Pagination } from '../../../products';
import styles from '../admin.module.css';
import { useAdminErrors } from '../layout/admin-errors';

/** A failed load of a tab goes to the panel's banner with the tab's own message (spec 8.2). */
export function useReportFailure(query: { isError: boolean; error: unknown }, message: string) {
  const { report } = useAdminErrors();
  useEffect(() => {
    if (query.isError) report(message, query.error);
  }, [query.isError, query.error, message, report]);
}

interface TabQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Where a list that did not load stands: the banner already says why (and is the alert), so this is the
 * quiet placeholder with a way to try again.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div className="stack" data-testid="admin-load-failed">
      <p className="empty-state">{message}</p>
      <div>
        <Button variant="secondary" size="small" onClick={() => onRetry()}>
          Tentar Novamente
        </Button>
      </div>
    </div>
  );
}

interface AdminListTableProps {
  query: TabQuery & { error: unknown };
  count: number;
  empty: string;
  /** What the banner and the placeholder say when the list failed, e.g. adminMessages.usersLoadFailed. */
  failed: string;
  caption: string;
  columns: string[];
  /** The table's rows. */
  children: ReactNode;
}

/**
 * A tab's list as a table, in each of its states: the loading skeleton, the failure (reported to the banner, with a
 * retry here), the empty message, or the rows.
 */
export function AdminListTable({
  query,
  count,
  empty,
  failed,
  caption,
  columns,
  children,
}: AdminListTableProps) {
  useReportFailure(query, failed);
  if (query.isPending) return <SkeletonRows height="3rem" />;
  if (count === 0 && query.isError) return <LoadFailed message={failed} onRetry={query.refetch} />;
  if (count === 0) return <p className="empty-state">{empty}</p>;
  return (
    <AdminTable caption={caption} columns={columns}>
      {children}
    </AdminTable>
  );
}

/** The page buttons of a tab, with where the list is in words ('Página 2 de 5'). */
export function AdminPager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  // After a delete or a filter the last page can be gone: show the new last one rather than an empty list.
  useEffect(() => {
    if (pages > 0 && page > pages) onChange(pages);
  }, [page, pages, onChange]);
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <p className="muted" aria-live="polite">
        Página {page} de {pages}
      </p>
      <Pagination page={page} pages={pages} onChange={onChange} label="Páginas" />
    </div>
  );
}

/** The panel's tables: scroll sideways on a phone, a caption for screen readers, column headers. */
function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
