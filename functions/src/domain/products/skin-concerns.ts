import { foldAccents } from '../fold-accents';

/**
 * The concerns the skin analysis measures, by stable key, with the pt-BR names the
 * analysis result shows. Products and ingredients refer to concerns by these keys.
 */
export const SKIN_CONCERN_KEYS = [
  'acne',
  'hyperpigmentation',
  'fine_lines',
  'redness',
  'pores',
  'dark_circles',
  'oiliness',
  'dryness',
] as const;
export type SkinConcernKey = (typeof SKIN_CONCERN_KEYS)[number];

export const SKIN_CONCERN_LABELS: Record<SkinConcernKey, string> = {
  acne: 'Tendência a Acne',
  hyperpigmentation: 'Hiperpigmentação',
  fine_lines: 'Linhas Finas',
  redness: 'Vermelhidão',
  pores: 'Poros Dilatados',
  dark_circles: 'Olheiras',
  oiliness: 'Oleosidade',
  dryness: 'Ressecamento',
};

export const isSkinConcernKey = (value: string): value is SkinConcernKey =>
  (SKIN_CONCERN_KEYS as readonly string[]).includes(value);

const foldLabel = (s: string) => foldAccents(s).trim();

const KEY_BY_LABEL = new Map(
  Object.entries(SKIN_CONCERN_LABELS).map(([key, label]) => [foldLabel(label), key as SkinConcernKey]),
);

/** Keys the analyzer writes that differ from the catalog's (skin-engine/concerns-and-type/concerns.ts). */
const ANALYZER_KEY_ALIASES: Record<string, SkinConcernKey> = {
  enlarged_pores: 'pores',
  // Concerns the catalog does not name apart are answered by the products of the nearest one.
  uneven_tone: 'hyperpigmentation',
  dullness: 'hyperpigmentation',
  wrinkles: 'fine_lines',
  eye_bags: 'dark_circles',
  rough_texture: 'dryness',
};

/** Maps an analysis concern, given by key or by its pt-BR name (any case or accents), to its key. */
export function skinConcernKeyOf(nameOrKey: string): SkinConcernKey | undefined {
  if (isSkinConcernKey(nameOrKey)) return nameOrKey;
  return ANALYZER_KEY_ALIASES[nameOrKey] ?? KEY_BY_LABEL.get(foldLabel(nameOrKey));
}
