import { addToCounters } from '../adapters/dynamo/counters';
import { type CatalogFields, productsRepository } from '../adapters/dynamo/products-repository';
import { media } from '../adapters/storage/media';
import { CATALOG } from './catalog/catalog';
import { catalogSeed } from './catalog/catalog-seed';
import type { CatalogProduct } from './catalog/types';

/** Writes at a time: enough to be quick, few enough not to throttle a fresh on-demand table. */
const CONCURRENCY = 8;

export const catalogFields = (p: CatalogProduct): CatalogFields => ({
  id: p.id,
  name: p.name,
  brand: p.brand,
  category: p.category,
  price: p.price,
  originalPrice: p.originalPrice ?? null,
  description: p.description,
  howToUse: p.howToUse,
  benefits: p.benefits,
  ingredients: p.ingredients,
  skinTypes: p.skinTypes,
  concerns: p.concerns,
  tags: p.tags,
  countInStock: p.countInStock,
  imageKey: p.imageKey,
});

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CONCURRENCY)
    await Promise.all(items.slice(i, i + CONCURRENCY).map(run));
}

/**
 * Seeds the sample catalog: each product's illustration into the public media bucket, then the product
 * items (ratings untouched), then a new catalog version so search indexes reload. A hash of the catalog
 * and its images is stored with the version: a restart with the same seed costs one GetItem.
 * Products dropped from the seed are not deleted (an admin may have edited the catalog since).
 */
export async function seedCatalog(now = new Date()): Promise<{ skipped: boolean; created: number }> {
  const { images, hash } = catalogSeed(CATALOG);
  const current = await productsRepository.catalogVersion();
  if (current.seedHash === hash) return { skipped: true, created: 0 };

  await inBatches(images, (image) => media.put(image.key, image.svg, 'image/svg+xml'));
  let created = 0;
  const stamp = now.toISOString();
  await inBatches(CATALOG, async (p) => {
    if (await productsRepository.upsertCatalogFields(catalogFields(p), stamp)) created++;
  });
  if (created > 0) await addToCounters({ totals: { totalProducts: created } });
  await productsRepository.bumpVersion(hash);
  return { skipped: false, created };
}
