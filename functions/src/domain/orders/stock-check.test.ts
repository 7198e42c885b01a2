import { describe, expect, it } from 'vitest';
import { stockProblem } from './stock-check';

const stock = new Map([
  ['serum', { name: 'Sérum', countInStock: 3 }],
  ['gel', { name: 'Gel', countInStock: 0 }],
]);

describe('stockProblem', () => {
  it('passes lines the stock covers, to the last unit', () => {
    expect(stockProblem([{ productId: 'serum', quantity: 3 }], stock)).toBeUndefined();
  });

  it('names the first line asking for more than the stock, by the product’s current name', () => {
    expect(
      stockProblem(
        [
          { productId: 'serum', quantity: 4 },
          { productId: 'gel', quantity: 1 },
        ],
        stock,
      ),
    ).toEqual({ kind: 'short', productId: 'serum', name: 'Sérum' });
  });

  it('says a product left the catalog before any shortage, wherever its line is', () => {
    expect(
      stockProblem(
        [
          { productId: 'gel', quantity: 1 },
          { productId: 'removed', quantity: 1 },
        ],
        stock,
      ),
    ).toEqual({ kind: 'gone', productId: 'removed' });
  });
});
