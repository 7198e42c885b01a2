import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { type ProductPrefs, productPrefsRepository } from '../adapters/dynamo/product-prefs-repository';
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
