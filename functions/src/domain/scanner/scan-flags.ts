import type { ScanFlagKind } from '@pele/shared/schemas/scans';
import { type AvoidTerm, avoidTermMatches } from '../ingredients/avoid-list';
import { conflictRulesBetween } from '../ingredients/conflicts';
import { tendencies } from '../products/compatibility';
import { ingredientsOf } from '../products/product-ingredients';
import { SKIN_CONCERN_LABELS, skinConcernKeyOf } from '../products/skin-concerns';
import type { MatchableProduct, SkinProfile } from '../products/types';
import { isEuFragranceAllergen } from './eu-fragrance-allergens';
import type { RecognisedEntry } from './recognise';

export interface ScanFlag {
  kind: ScanFlagKind;
  text: string;
}

/** What the flags need to know about the person. */
export interface ScanPerson {
  profile: SkinProfile;
  avoidTerms: readonly AvoidTerm[];
  /** Products of the person's current routines (catalog products with their INCI lists). */
  routine: readonly MatchableProduct[];
  /** Whether `profile` holds a measured skin (a complete analysis). */
  measured: boolean;
}

/** Tendencies (0–1) from which a caution applies, as on the product screens. */
const APPLIES_FROM = 0.5;
const CONCERN_FIT_FROM = 40;

function skinFlags(entry: RecognisedEntry, person: ScanPerson): ScanFlag[] {
  const ingredient = entry.entry?.ingredient;
  if (!ingredient || !person.measured) return [];
  const t = tendencies(person.profile);
  const flags: ScanFlag[] = [];
  if ((ingredient.comedogenic ?? 0) >= 3 && t.acneProne >= APPLIES_FROM)
    flags.push({
      kind: 'skin_misfit',
      text: `Pode obstruir os poros da sua pele (comedogênico ${ingredient.comedogenic} de 5).`,
    });
  if (ingredient.irritant && t.sensitive >= APPLIES_FROM)
    flags.push({ kind: 'skin_misfit', text: 'Pode irritar a sua pele, que a análise mediu como sensível.' });
  if (ingredient.drying && t.dry >= APPLIES_FROM)
    flags.push({ kind: 'skin_misfit', text: 'Pode ressecar a sua pele, que a análise mediu como seca.' });
  const helped = person.profile.concerns
    .filter((c) => c.severity >= CONCERN_FIT_FROM)
    .map((c) => skinConcernKeyOf(c.key))
    .find((key) => key !== undefined && ingredient.addresses.includes(key));
  if (helped)
    flags.push({ kind: 'skin_fit', text: `Atua em ${SKIN_CONCERN_LABELS[helped]}, medido na sua análise.` });
  return flags;
}

function conflictFlags(entry: RecognisedEntry, person: ScanPerson): ScanFlag[] {
  const active = entry.entry?.ingredient?.active;
  if (!active) return [];
  return person.routine.flatMap((product) =>
    conflictRulesBetween(new Set([active]), ingredientsOf(product).actives).map((rule) => ({
      kind: 'conflict' as const,
      text: `Conflita com ${product.name ?? 'um produto'} da sua rotina: ${rule.reason} ${rule.advice}`,
    })),
  );
}

/** Every flag of one recognised (or unrecognised) entry for this person, most important first. */
export function flagsFor(entry: RecognisedEntry, person: ScanPerson): ScanFlag[] {
  const flags: ScanFlag[] = [];
  const ingredient = entry.entry?.ingredient;
  const avoid = person.avoidTerms.find(
    (term) =>
      avoidTermMatches(term, entry.raw, ingredient) ||
      (entry.entry !== undefined && avoidTermMatches(term, entry.entry.inci, ingredient)),
  );
  if (avoid)
    flags.push({
      kind: 'avoid',
      text: `Está na sua lista de ingredientes a evitar ("${avoid.term.trim()}").`,
    });
  if (entry.entry && isEuFragranceAllergen(entry.entry.inci))
    flags.push({
      kind: 'allergen',
      text: 'Alérgeno de fragrância que a lei europeia obriga a declarar: pode causar alergia de contato.',
    });
  if (ingredient?.pregnancyCaution) flags.push({ kind: 'pregnancy', text: ingredient.pregnancyCaution });
  flags.push(...conflictFlags(entry, person), ...skinFlags(entry, person));
  return flags;
}
