import { oncePer } from '@pele/shared/once-per';
import { type AvoidTerm, avoidTermMatches, readAvoidTerm } from '../ingredients/avoid-list';
import type { Ingredient } from '../ingredients/types';
import { evidenceFor, ingredientsOf, isRinseOff } from './product-ingredients';
import { SKIN_CONCERN_LABELS, type SkinConcernKey, skinConcernKeyOf } from './skin-concerns';
import { matchesSkinType } from './skin-type';
import type { Compatibility, IngredientAlert, MatchableProduct, SkinProfile } from './types';

/**
 * Weights of the score. The score is a transparent sum of these parts, clamped to 0–100; see
 * README.md beside this file for why each exists and what the score cannot tell.
 */
export const WEIGHTS = {
  base: 40,
  skinTypeMatch: 20,
  skinTypeMismatch: -10,
  concernFit: 35,
  sensitiveFriendly: 5,
  irritantEach: 10,
  irritantCap: 25,
  comedogenicPerPointAboveTwo: 5,
  comedogenicCap: 25,
  dryingEach: 8,
  dryingCap: 16,
  /**
   * A product with an avoided ingredient scores this: it is no match for a person who avoids what it
   * contains, and at 0 no product without an alert can rank below it.
   */
  alertCeiling: 0,
} as const;

/** Below this share (0–1) of a tendency, its cautions are not worth a warning. */
const WARN_FROM = 0.4;

/** How strongly a product answers one concern: listed by the product and backed by an ingredient. */
export interface ConcernMatch {
  key: SkinConcernKey;
  /** The measured concern's own pt-BR name (see MeasuredConcern.name), or the catalog's for its key. */
  name: string;
  severity: number;
  /** 1: listed and backed by an ingredient; 0.7: listed only; 0.4: not listed but an ingredient helps. */
  strength: number;
  evidence?: Ingredient;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The user's measured concerns this product answers, strongest first. */
export function concernMatches(product: MatchableProduct, profile: SkinProfile): ConcernMatch[] {
  const listed = new Set(product.concerns.map(skinConcernKeyOf));
  const matches: ConcernMatch[] = [];
  for (const measured of profile.concerns) {
    const key = skinConcernKeyOf(measured.key);
    const severity = clamp(measured.severity, 0, 100);
    if (!key || severity <= 0) continue;
    const evidence = evidenceFor(product, key);
    const strength = listed.has(key) ? (evidence ? 1 : 0.7) : evidence ? 0.4 : 0;
    const name = measured.name ?? SKIN_CONCERN_LABELS[key];
    if (strength > 0)
      matches.push(
        evidence ? { key, name, severity, strength, evidence } : { key, name, severity, strength },
      );
  }
  return matches.sort((a, b) => b.severity * b.strength - a.severity * a.strength);
}

const severityOf = (profile: SkinProfile, key: SkinConcernKey) =>
  Math.max(0, ...profile.concerns.filter((c) => skinConcernKeyOf(c.key) === key).map((c) => c.severity));

/** Tendencies 0–1 that decide which cautions apply, from the scores and the measured concerns. */
export function tendencies(profile: SkinProfile) {
  const share = (...values: number[]) => clamp(Math.max(...values), 0, 100) / 100;
  return {
    sensitive: share(profile.scores.sensitive, severityOf(profile, 'redness')),
    acneProne: share(profile.scores.oily, severityOf(profile, 'acne')),
    dry: share(profile.scores.dry, severityOf(profile, 'dryness')),
  };
}

/** A profile's tendencies worked out once per profile, not once per product it is compared with. */
const tendenciesOf = oncePer(tendencies);

/** The avoid list read once per list, not once per product it is checked against. */
const readTerms = new WeakMap<readonly string[], AvoidTerm[]>();
const avoidTermsOf = (avoid: readonly string[]): AvoidTerm[] => {
  let terms = readTerms.get(avoid);
  if (!terms) {
    terms = avoid.flatMap((t) => readAvoidTerm(t) ?? []);
    readTerms.set(avoid, terms);
  }
  return terms;
};

function avoidAlerts(product: MatchableProduct, avoid: readonly string[]): IngredientAlert[] {
  const terms = avoidTermsOf(avoid);
  const alerts: IngredientAlert[] = [];
  for (const { raw, ingredient } of ingredientsOf(product).parsed) {
    const term = terms.find((t) => avoidTermMatches(t, raw, ingredient));
    if (term) {
      alerts.push({
        ingredient: raw,
        reason: `Contém ${raw}, que está na sua lista de ingredientes a evitar ("${term.term.trim()}").`,
      });
    }
  }
  return alerts;
}

const irritantWhy = (i: Ingredient) =>
  i.drying ? 'que pode arder e ressecar peles sensíveis' : 'que pode irritar peles sensíveis';

/**
 * How well a product fits a measured skin: the spec's skin-type rule, the measured
 * concerns it answers, and cautions for comedogenic, irritant and drying ingredients weighed by
 * the user's tendencies. Any ingredient from the avoid list always produces an alert.
 */
export function compatibility(product: MatchableProduct, profile: SkinProfile): Compatibility {
  const reasons: string[] = [];
  const warnings: string[] = [];
  const { known } = ingredientsOf(product);
  const t = tendenciesOf(profile);
  let score: number = WEIGHTS.base;

  if (profile.skinType) {
    const skin = profile.skinType.toLowerCase();
    if (matchesSkinType(product.skinTypes, profile.skinType)) {
      score += WEIGHTS.skinTypeMatch;
      reasons.push(`Indicado para pele ${skin}.`);
    } else {
      score += WEIGHTS.skinTypeMismatch;
      warnings.push(
        `Este produto não é indicado especificamente para pele ${skin}. Consulte um dermatologista antes de usar.`,
      );
    }
  }

  const matches = concernMatches(product, profile);
  const totalSeverity = profile.concerns.reduce((sum, c) => sum + clamp(c.severity, 0, 100), 0);
  if (matches.length > 0 && totalSeverity > 0) {
    const strongest = Math.max(...matches.map((m) => (m.severity / 100) * m.strength));
    const coverage = matches.reduce((sum, m) => sum + m.severity * m.strength, 0) / totalSeverity;
    score += WEIGHTS.concernFit * (0.6 * strongest + 0.4 * Math.min(1, coverage));
    for (const m of matches.filter((m) => m.strength >= 0.7).slice(0, 2)) {
      const label = `${m.name} (${Math.round(m.severity)}%)`;
      reasons.push(m.evidence ? `Atua em ${label} com ${m.evidence.ptName}.` : `Atua em ${label}.`);
    }
  }

  const irritants = known.filter((i) => i.irritant);
  if (t.sensitive > 0) {
    score -= Math.min(WEIGHTS.irritantCap, irritants.length * WEIGHTS.irritantEach) * t.sensitive;
    if (t.sensitive >= WARN_FROM) {
      for (const i of irritants) warnings.push(`Contém ${i.ptName}, ${irritantWhy(i)}.`);
      if (irritants.length === 0) {
        score += WEIGHTS.sensitiveFriendly;
        reasons.push('Sem fragrância nem irritantes conhecidos, adequado para pele sensível.');
      }
    }
  }

  const comedogenic = known.filter((i) => (i.comedogenic ?? 0) >= 3);
  if (t.acneProne > 0 && comedogenic.length > 0) {
    const points = comedogenic.reduce((sum, i) => sum + ((i.comedogenic ?? 0) - 2), 0);
    const rinse = isRinseOff(product) ? 0.5 : 1;
    score -=
      Math.min(WEIGHTS.comedogenicCap, points * WEIGHTS.comedogenicPerPointAboveTwo) * t.acneProne * rinse;
    if (t.acneProne >= WARN_FROM) {
      for (const i of comedogenic) {
        warnings.push(
          `Contém ${i.ptName} (comedogênico ${i.comedogenic} de 5), que pode obstruir os poros de peles oleosas ou com tendência a acne.`,
        );
      }
    }
  }

  const drying = known.filter((i) => i.drying);
  if (t.dry > 0 && drying.length > 0) {
    score -= Math.min(WEIGHTS.dryingCap, drying.length * WEIGHTS.dryingEach) * t.dry;
    if (t.dry >= WARN_FROM) {
      for (const i of drying.filter((i) => !i.irritant || t.sensitive < WARN_FROM)) {
        warnings.push(`Contém ${i.ptName}, que pode ressecar peles secas.`);
      }
    }
  }

  const alerts = avoidAlerts(product, profile.avoid);
  if (alerts.length > 0) score = Math.min(score, WEIGHTS.alertCeiling);

  return { score: Math.round(clamp(score, 0, 100)), reasons, alerts, warnings };
}
