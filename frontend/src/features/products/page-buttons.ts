export type PageButton = number | 'gap';

/**
 * The page numbers to show: all of them up to 7 pages, else the first, the last and the current one with
 * its neighbours, with gaps between ('1 … 4 5 6 … 11').
 */
export const pageButtons = (page: number, pages: number): PageButton[] => {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) buttons.push('gap');
    buttons.push(n);
  }
  return buttons;
};
