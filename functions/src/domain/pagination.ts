export interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

/** Cuts one page; a page past the last is empty but still says how many pages there are. */
export function paginate<T>(items: readonly T[], page: number, limit: number): Page<T> {
  const start = (page - 1) * limit;
  return {
    data: items.slice(start, start + limit),
    page,
    pages: Math.ceil(items.length / limit),
    total: items.length,
  };
}
