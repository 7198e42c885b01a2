import type { Product } from '@pele/shared/schemas/products';
import { mediaUrl } from '../adapters/storage/media-url';
import { compatibility, matchScore } from '../domain/products/compatibility';
import { displayRating, type ProductRecord } from '../domain/products/product-record';
import { SKIN_CONCERN_LABELS, skinConcernKeyOf } from '../domain/products/skin-concerns';
import type { IngredientAlert, SkinProfile } from '../domain/products/types';

export interface ProductExtras {
  isSaved: boolean;
  alerts: IngredientAlert[];
  recommendationScore?: number | null;
  recommendationReason?: string | null;
}

/** The consumer's product (spec 3). The rating is the stored average; images are public under /media/. */
export function presentProduct(record: ProductRecord, extras: ProductExtras): Product {
  const image = mediaUrl(record.imageKey);
  return {
    id: record.id,
    name: record.name,
    brand: record.brand,
    category: record.category,
    image,
    imageUrl: image,
    image_url: image,
    price: record.price,
    originalPrice: record.originalPrice,
    rating: displayRating(record),
    numReviews: record.numReviews,
    description: record.description,
    ingredients: record.ingredients,
    benefits: record.benefits,
    howToUse: record.howToUse,
    skinTypes: record.skinTypes,
    concerns: record.concerns,
    concernLabels: record.concerns.map((c) => {
      const key = skinConcernKeyOf(c);
      return key ? SKIN_CONCERN_LABELS[key] : c;
    }),
    tags: record.tags,
    isSaved: extras.isSaved,
    recommendationScore: extras.recommendationScore ?? null,
    recommendationReason: extras.recommendationReason ?? null,
    alerts: extras.alerts,
    hasAlert: extras.alerts.length > 0,
    soldOut: record.countInStock <= 0,
  };
}

/**
 * The avoid-list alerts of one product. The compatibility rule is the one place that matches labels
 * against the list; with an empty list there is nothing to match.
 */
export const avoidAlertsOf = (record: ProductRecord, avoid: readonly string[]): IngredientAlert[] =>
  avoid.length === 0
    ? []
    : compatibility(record, {
        skinType: null,
        scores: { dry: 0, oily: 0, sensitive: 0 },
        concerns: [],
        avoid,
      }).alerts;

/**
 * A product card as it appears in any list: its match for the caller's latest analysis (null without one),
 * flagged if it holds an avoided ingredient, with its saved state. A card shows the score and the alerts, not
 * the sentences that explain the score, so only those two are worked out (matchScore).
 */
export function presentCard(
  record: ProductRecord,
  profile: SkinProfile,
  saved: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): Product {
  const isSaved = saved.has(record.id);
  if (profile.skinType === null) {
    return presentProduct(record, { isSaved, alerts: avoidAlertsOf(record, profile.avoid) });
  }
  const { score, alerts } = matchScore(record, profile);
  return presentProduct(record, { isSaved, alerts, recommendationScore: score });
}
