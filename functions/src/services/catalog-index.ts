import { productsRepository } from '../adapters/dynamo/products-repository';
import { buildCatalogIndex, type CatalogIndex } from '../domain/products/catalog-search';
import type { ProductRecord } from '../domain/products/product-record';

/**
 * The per-container catalog index behind `GET /products`, `/products/recommended` and `/products/saved`.
 *
 * How it stays fresh: the whole catalog is loaded by one Query on GSI1 (GSI1PK=CATALOG) and indexed in
 * memory (domain/products/catalog-search.ts). Every change a list can show (a product written, a
 * rating changed by a review, a product staff added, edited or deleted) adds 1 to the version item
 * CATALOG/VERSION, in the same transaction as the change when staff make it. A container reads that item
 * (one strongly consistent GetItem, 1 read unit, about a millisecond) on every request and reloads when the
 * number moved, so a change shows on the very next request anywhere; a reload at least every few minutes is
 * the backstop should a version bump ever be lost. Concurrent requests share one check and one load.
 * No request scans the table.
 *
 * Up to what size this holds (measured on this 2-core machine; functions/bench/products-bench.ts
 * measures the API): the seeded catalog is 125 products of about 1.2 KB each (150 KB as JSON), one
 * Query page, indexed for lookups and filters in about 1 ms and for keywords (every label read) at the first
 * keyword search, in 3–4 ms warm and about 17 ms in a cold container; a keyword search then takes about
 * 0.3 ms. Replicating it to 5,000 products: about 6 MB of items (6 Query pages of 1 MB, roughly 750 read units per reload),
 * indexed in about 150 ms, keyword search about 1.6 ms, filters with sorting about 0.6 ms, and a few
 * tens of MB of heap out of the function's 512 MB. So it holds to about 5,000 products. Beyond that,
 * or when ratings change so often that every container reloads the whole catalog every second, it
 * stops paying: replace it with a search service fed by the table's stream (OpenSearch Serverless, or
 * the DynamoDB zero-ETL integration with OpenSearch), queried per request for keyword, filters,
 * sorting and pagination, with only the page's ratings read from the product items (BatchGetItem).
 * The route contract does not change.
 */
export const MAX_AGE_MS = 5 * 60_000;

export interface CatalogSource {
  version(): Promise<number>;
  products(): Promise<ProductRecord[]>;
}

export function createCatalogCache(source: CatalogSource, clock: () => number = Date.now) {
  let state: { version: number; index: CatalogIndex; loadedAt: number } | undefined;
  let pending: Promise<CatalogIndex> | undefined;

  const refresh = async (): Promise<CatalogIndex> => {
    // Version first, products second: a write in between leaves newer data under an older number, which
    // only causes one extra reload later; the other order could keep stale data under a newer number.
    const version = await source.version();
    const now = clock();
    if (state && state.version === version && now - state.loadedAt < MAX_AGE_MS) return state.index;
    const index = buildCatalogIndex(await source.products());
    state = { version, index, loadedAt: now };
    return index;
  };

  return {
    async get(): Promise<CatalogIndex> {
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Forgets the index (tests; a handler never needs it). */
    reset() {
      state = undefined;
    },
  };
}

export const catalogCache = createCatalogCache({
  version: async () => (await productsRepository.catalogVersion()).version,
  products: () => productsRepository.listCatalog(),
});
