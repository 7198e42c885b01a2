import { type ReactNode, useState } from 'react';
import { SearchField } from './search-field';

interface SearchableListProps<T> {
  items: T[];
  /** The items that match the search (all of them for an empty one). */
  filter: (items: T[], search: string) => T[];
  search: { label: string; placeholder: string; testId?: string };
  /** Said when there is nothing at all, with what to do about it. */
  empty: { message: ReactNode; testId?: string };
  /** Said when the search matches nothing. */
  noMatch: string;
  list: { label: string; testId?: string };
  /** One `<li>` with its key. */
  renderItem: (item: T) => ReactNode;
  /** Shown after the list, e.g. the screen's dialogs. */
  children?: ReactNode;
}

/** A list with a search box that filters it as you type, and its empty and no-match states. */
export function SearchableList<T>({
  items,
  filter,
  search,
  empty,
  noMatch,
  list,
  renderItem,
  children,
}: SearchableListProps<T>) {
  const [query, setQuery] = useState('');
  const shown = filter(items, query);
  return (
    <div className="stack">
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={setQuery}
        testId={search.testId}
      />
      {items.length === 0 ? (
        <p className="empty-state" data-testid={empty.testId}>
          {empty.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="empty-state">{noMatch}</p>
      ) : (
        <ul className="stack" aria-label={list.label} data-testid={list.testId}>
          {shown.map(renderItem)}
        </ul>
      )}
      {children}
    </div>
  );
}
