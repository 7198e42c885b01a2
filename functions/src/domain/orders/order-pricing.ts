import { fromCents, toCents } from '@pele/shared/plan-labels';

/** A cart line as the server sees it: the product read from the catalog now, the quantity the user chose. */
export interface PricedLine {
  productId: string;
  name: string;
  image: string;
  /** Catalog price in BRL, read on the server. */
  price: number;
  quantity: number;
  /** Units the catalog has now. */
  countInStock: number;
}

export interface OrderLine {
  productId: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  subtotal: number;
}

export interface PricedOrder {
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  total: number;
  /** In centavos, what the payment provider charges. */
  totalCents: number;
}

/** Shipping is free for now (spec 9's sample orders ship 'Grátis'); the order keeps the field for later. */
export const SHIPPING_BRL = 0;

/**
 * The order's money, from catalog prices only and counted in centavos: whatever the client sent, the total is
 * the sum of price × quantity of what the server read.
 */
export const priceOrder = (lines: readonly PricedLine[]): PricedOrder => {
  const priced = lines.map((line) => {
    const subtotalCents = toCents(line.price) * line.quantity;
    return {
      productId: line.productId,
      name: line.name,
      image: line.image,
      price: fromCents(toCents(line.price)),
      quantity: line.quantity,
      subtotal: fromCents(subtotalCents),
      cents: subtotalCents,
    };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.cents, 0);
  const totalCents = subtotalCents + toCents(SHIPPING_BRL);
  return {
    lines: priced.map(({ cents: _cents, ...line }) => line),
    subtotal: fromCents(subtotalCents),
    shipping: SHIPPING_BRL,
    total: fromCents(totalCents),
    totalCents,
  };
};

/**
 * Whether two orders hold the same lines: the same products, quantities and prices, in any order. A second
 * 'Finalizar Compra' of an unchanged cart finds its earlier unpaid order this way instead of making another
 * one that could be paid as well.
 */
export const sameLines = (a: readonly OrderLine[], b: readonly OrderLine[]): boolean => {
  if (a.length !== b.length) return false;
  const key = (line: OrderLine) => `${line.productId}:${line.quantity}:${toCents(line.price)}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, i) => value === right[i]);
};
