import type { SkinProfile } from '../products/types';

/**
 * Measured skins as the analyzer reports them (its concern keys), with an empty avoid list: the one set of
 * hand-made skins every domain test uses, products and routines alike. Spread one to change a field.
 */
export const oilyAcneProne: SkinProfile = {
  skinType: 'Oleosa',
  scores: { dry: 15, oily: 78, sensitive: 30 },
  concerns: [
    { key: 'oiliness', severity: 72 },
    { key: 'acne', severity: 64 },
    { key: 'enlarged_pores', severity: 55 },
  ],
  avoid: [],
};

export const drySkin: SkinProfile = {
  skinType: 'Seca',
  scores: { dry: 76, oily: 10, sensitive: 35 },
  concerns: [{ key: 'fine_lines', severity: 30 }],
  avoid: [],
};

export const sensitiveRedness: SkinProfile = {
  skinType: 'Sensível',
  scores: { dry: 40, oily: 20, sensitive: 82 },
  concerns: [{ key: 'redness', severity: 70 }],
  avoid: [],
};

/** Sensitive with dryness named by its pt-BR label, as older analysis records wrote it. */
export const drySensitive: SkinProfile = {
  skinType: 'Sensível',
  scores: { dry: 50, oily: 10, sensitive: 80 },
  concerns: [
    { key: 'redness', severity: 70 },
    { key: 'dryness', severity: 60 },
  ],
  avoid: [],
};

export const mistaPigmentation: SkinProfile = {
  skinType: 'Mista',
  scores: { dry: 45, oily: 48, sensitive: 30 },
  concerns: [
    { key: 'hyperpigmentation', severity: 68 },
    { key: 'fine_lines', severity: 42 },
    { key: 'enlarged_pores', severity: 30 },
  ],
  avoid: [],
};
