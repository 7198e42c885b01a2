import type { SkinProfile, SkinType } from '../products/types';

/** A measured skin: its type, its dry, oily and sensitive scores, and its concerns' severities by key, in order. */
const measuredSkin = (
  skinType: SkinType,
  [dry, oily, sensitive]: readonly [number, number, number],
  concerns: Record<string, number>,
): SkinProfile => ({
  skinType,
  scores: { dry, oily, sensitive },
  concerns: Object.entries(concerns).map(([key, severity]) => ({ key, severity })),
  avoid: [],
});

/**
 * Measured skins as the analyzer reports them (its concern keys), with an empty avoid list: the one set of
 * hand-made skins every domain test uses, products and routines alike. Spread one to change a field.
 */
export const oilyAcneProne = measuredSkin('Oleosa', [15, 78, 30], {
  oiliness: 72,
  acne: 64,
  enlarged_pores: 55,
});

export const drySkin = measuredSkin('Seca', [76, 10, 35], { fine_lines: 30 });

export const sensitiveRedness = measuredSkin('Sensível', [40, 20, 82], { redness: 70 });

/** Sensitive with dryness named by its pt-BR label, as older analysis records wrote it. */
export const drySensitive = measuredSkin('Sensível', [50, 10, 80], { redness: 70, dryness: 60 });

export const mistaPigmentation = measuredSkin('Mista', [45, 48, 30], {
  hyperpigmentation: 68,
  fine_lines: 42,
  enlarged_pores: 30,
});
