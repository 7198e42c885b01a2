/**
 * Brands of the sample catalog: the product's own house line and brands made up for the sample
 * data. None is a real brand, so no invented ingredient list or claim is attached to a real one.
 * Colours feed the generated illustrations.
 */
export const BRANDS = {
  peleAi: { name: 'Pele.AI Essenciais', colour: '#2F6F6A', accent: '#E9C46A' },
  floraBrasilis: { name: 'Flora Brasilis', colour: '#3E7C3A', accent: '#F2A65A' },
  dermaLumina: { name: 'Derma Lumina', colour: '#4A5DA8', accent: '#F4F1DE' },
  brumaSerena: { name: 'Bruma Serena', colour: '#8C6BB1', accent: '#F7E1F0' },
  lumeLab: { name: 'Lume Lab', colour: '#C2573A', accent: '#FCE8D5' },
  orvalhoClinico: { name: 'Orvalho Clínico', colour: '#2D7DA8', accent: '#DDF1FA' },
} as const;

export type BrandKey = keyof typeof BRANDS;
export const BRAND_NAMES: readonly string[] = Object.values(BRANDS).map((b) => b.name);
