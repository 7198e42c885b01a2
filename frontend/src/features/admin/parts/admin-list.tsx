import { type ReactNode, useEffect } from 'react';
import { SkeletonRows } from '../../../components/skeleton';
import styles from '../admin.module.css';
import { useAdminErrors } from '../shell/admin-errors';

/** A failed load of a tab goes to the panel's banner with the tab's own message (spec 8.2). */
export function useReportFailure(query: { isError: boolean; error: unknown }, message: string) {
  const { report } = useAdminErrors();
  useEffect(() => {
    if (query.isError) report(message, query.error);
  }, [query.isError, query.error, message, report]);
}

interface ListStatesProps {
  query: { isPending: boolean; isError: boolean };
  count: number;
  empty: string;
  children: ReactNode;
}

/** Loading skeleton, the empty message, or the list (a failure is in the banner, so nothing shows here). */
export function ListStates({ query, count, empty, children }: ListStatesProps) {
  if (query.isPending) return <SkeletonRows height="3rem" />;
  if (count === 0) return query.isError ? null : <p className="empty-state">{empty}</p>;
  return children;
}

/** The panel's tables: scroll sideways on a phone, a caption for screen readers, column headers. */
export function AdminTable({
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
