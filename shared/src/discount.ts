/** Price as typed or stored: a number, or text like '129,90', 'R$ 1.299,90' or '129.90'. */
export type PriceInput = number | string;

/** Reads a BRL price; NaN when the text is not a price. */
export function parsePrice(value: PriceInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  let text = value.replace(/R\$/i, '').replace(/\s+/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * Spec 2.9: the product detail shows a discount badge computed from the price strings, or
 * 'DESCONTO' when a price cannot be read or the original price is 0. No original price, or an
 * original not above the price, means there is nothing to badge (null).
 */
export function discountBadge(
  price: PriceInput,
  originalPrice: PriceInput | null | undefined,
): string | null {
  if (originalPrice === undefined || originalPrice === null || originalPrice === '') return null;
  const now = parsePrice(price);
  const before = parsePrice(originalPrice);
  if (Number.isNaN(now) || Number.isNaN(before) || before === 0) return 'DESCONTO';
  if (before <= now) return null;
  return `${Math.round(((before - now) / before) * 100)}% OFF`;
}
