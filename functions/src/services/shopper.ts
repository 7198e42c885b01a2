import { productMessages } from '@pele/shared/schemas/products';
import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { type ProductPrefs, productPrefsRepository } from '../adapters/dynamo/product-prefs-repository';
import { productsRepository } from '../adapters/dynamo/products-repository';
import { notFound } from '../domain/errors';
import { skinProfileOf } from '../domain/products/skin-profile';
import type { SkinProfile } from '../domain/products/types';

export interface Shopper {
  prefs: ProductPrefs;
  profile: SkinProfile;
  analysis: { id: string; createdAt: string; skinType: string } | null;
}

/** What the product rules need about the caller: favourites, avoid list and latest complete analysis. */
export async function loadShopper(sub: string): Promise<Shopper> {
  const [prefs, latest] = await Promise.all([
    productPrefsRepository.load(sub),
    analysesRepository.latestCompleteNumbers(sub),
  ]);
  const result = latest?.result ?? null;
  return {
    prefs,
    profile: skinProfileOf(result, prefs.avoid),
    analysis:
      latest && result ? { id: latest.id, createdAt: latest.createdAt, skinType: result.skinType } : null,
  };
}

/**
 * Saves a product the catalogue has to the user's favourites; idempotent, keeping the first save's time. One
 * read of the product, as many as the catalog index's version check would take, and a cold container does not
 * load and index the whole catalogue to answer it.
 */
export async function saveToFavourites(sub: string, productId: string) {
  const exists = await productsRepository.get(productId);
  if (!exists) throw notFound(productMessages.notFound);
  await productPrefsRepository.save(sub, productId, new Date().toISOString());
  return { productId, isSaved: true as const };
}
