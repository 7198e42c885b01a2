import { createHash } from 'node:crypto';
import { CATALOG } from './catalog';
import { productImageSvg } from './product-image';
import type { CatalogProduct } from './types';

export interface CatalogSeed {
  images: Array<{ key: string; svg: string }>;
  /** sha256 of the products and their illustrations: the seed's identity. */
  hash: string;
}

/**
 * What the seeder writes, and its hash. Pure, so the CDK app computes the very hash the seeder stores and
 * hands it to the deploy-time seeding resource: a changed catalog re-seeds on deploy, an unchanged one does not.
 */
export const catalogSeed = (catalog: readonly CatalogProduct[] = CATALOG): CatalogSeed => {
  const images = catalog.map((p) => ({ key: p.imageKey, svg: productImageSvg(p) }));
  const hash = createHash('sha256')
    .update(JSON.stringify(catalog))
    .update(JSON.stringify(images))
    .digest('hex');
  return { images, hash };
};
