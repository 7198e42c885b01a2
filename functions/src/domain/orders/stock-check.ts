/** A line someone wants to buy: a product and how many. */
export interface WantedLine {
  productId: string;
  quantity: number;
}

/** A product as the catalog has it now: its name (for the message) and its stock. */
export interface Stocked {
  name: string;
  countInStock: number;
}

export type StockProblem =
  | { kind: 'gone'; productId: string }
  | { kind: 'short'; productId: string; name: string };

/**
 * What stops these lines from being sold now, if anything: a product no longer in the catalog (`stock` lacks
 * it), else the first line asking for more than its stock. The cart's order and the payment of an order ask the
 * same question with the same answer.
 */
export const stockProblem = (
  wanted: readonly WantedLine[],
  stock: ReadonlyMap<string, Stocked>,
): StockProblem | undefined => {
  const gone = wanted.find((line) => !stock.has(line.productId));
  if (gone) return { kind: 'gone', productId: gone.productId };
  for (const line of wanted) {
    const product = stock.get(line.productId) as Stocked;
    if (line.quantity > product.countInStock)
      return { kind: 'short', productId: line.productId, name: product.name };
  }
  return undefined;
};
