import { foldName } from './inci-dictionary';

/**
 * The fragrance allergens EU law makes labels name when present above 0.001 % (leave-on) or 0.01 % (rinse-off):
 * Regulation (EC) No 1223/2009, Annex III, entries 45 and 67–92 (the 26 of Directive 2003/15/EC). Their INCI
 * names as labels print them.
 */
export const EU_FRAGRANCE_ALLERGENS: readonly string[] = [
  'Amyl Cinnamal',
  'Amylcinnamyl Alcohol',
  'Anise Alcohol',
  'Benzyl Alcohol',
  'Benzyl Benzoate',
  'Benzyl Cinnamate',
  'Benzyl Salicylate',
  'Butylphenyl Methylpropional',
  'Cinnamal',
  'Cinnamyl Alcohol',
  'Citral',
  'Citronellol',
  'Coumarin',
  'Eugenol',
  'Evernia Furfuracea Extract',
  'Evernia Prunastri Extract',
  'Farnesol',
  'Geraniol',
  'Hexyl Cinnamal',
  'Hydroxycitronellal',
  'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde',
  'Isoeugenol',
  'Alpha-Isomethyl Ionone',
  'Limonene',
  'Linalool',
  'Methyl 2-Octynoate',
];

const FOLDED = new Set(EU_FRAGRANCE_ALLERGENS.map(foldName));

export const isEuFragranceAllergen = (inci: string): boolean => FOLDED.has(foldName(inci));
