import { oncePer } from '@pele/shared/once-per';
import { type AvoidTerm, avoidTermMatches, readAvoidTerm } from '../ingredients/avoid-list';
import type { Ingredient } from '../ingredients/types';
import { ingredientsOf, isRinseOff } from './product-ingredients';
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

/** Tendencies 0–1 that decide which cautions apply, from the scores and the measured concerns. */
export function tendencies(profile: SkinProfile) {
  const share = (...values: number[]) => clamp(Math.max(...values), 0, 100) / 100;
  return {
    sensitive: share(profile.scores.sensitive, severityOf(profile, 'redness')),
    acneProne: share(profile.scores.oily, severityOf(profile, 'acne')),
    dry: share(profile.scores.dry, severityOf(profile, 'dryness')),
  };
}

const severityOf = (profile: SkinProfile, key: SkinConcernKey) =>
  Math.max(0, ...profile.concerns.filter((c) => skinConcernKeyOf(c.key) === key).map((c) => c.severity));

/** A measured concern the catalog answers: its key, the name the result showed, its severity above 0. */
interface ReadConcern {
  key: SkinConcernKey;
  name: string;
  severity: number;
}

/**
 * What the rules read of a profile, worked out once per profile, not once per product it is compared with
 * (ranking compares one profile with the whole catalog).
 */
const readProfile = oncePer((profile: SkinProfile) => {
  const concerns: ReadConcern[] = [];
  for (const measured of profile.concerns) {
    const key = skinConcernKeyOf(measured.key);
    const severity = clamp(measured.severity, 0, 100);
    if (key && severity > 0)
      concerns.push({ key, name: measured.name ?? SKIN_CONCERN_LABELS[key], severity });
  }
  return {
    concerns,
    totalSeverity: profile.concerns.reduce((sum, c) => sum + clamp(c.severity, 0, 100), 0),
    tendencies: tendencies(profile),
    avoid: profile.avoid.flatMap((t) => readAvoidTerm(t) ?? []),
  };
});

/** The concerns a product's listing names, as keys; kept per list, which a copy of the product shares. */
const listedKeys = oncePer((concerns: readonly string[]) => new Set(concerns.map(skinConcernKeyOf)));

/** The user's measured concerns this product answers, strongest first. */
export function concernMatches(product: MatchableProduct, profile: SkinProfile): ConcernMatch[] {
  const listed = listedKeys(product.concerns);
  const { evidence } = ingredientsOf(product);
  const matches: ConcernMatch[] = [];
  for (const { key, name, severity } of readProfile(profile).concerns) {
    const found = evidence.get(key);
    const strength = listed.has(key) ? (found ? 1 : 0.7) : found ? 0.4 : 0;
    if (strength > 0)
      matches.push(
        found ? { key, name, severity, strength, evidence: found } : { key, name, severity, strength },
      );
  }
  return matches.sort((a, b) => b.severity * b.strength - a.severity * a.strength);
}

function avoidAlerts(product: MatchableProduct, terms: readonly AvoidTerm[]): IngredientAlert[] {
  const alerts: IngredientAlert[] = [];
  if (terms.length === 0) return alerts;
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

/** The sentences that explain a score; left out where only the score is wanted (matchScore). */
interface Notes {
  reasons: string[];
  warnings: string[];
}

/**
 * The score's sum before the avoid list caps it: the spec's skin-type rule, the measured concerns the product
 * answers, and cautions for comedogenic, irritant and drying ingredients weighed by the user's tendencies.
 * With `notes`, the sentences that explain each part are written there.
 */
function scoreParts(product: MatchableProduct, profile: SkinProfile, notes?: Notes): number {
  const ingredients = ingredientsOf(product);
  const { tendencies: t, totalSeverity } = readProfile(profile);
  let score: number = WEIGHTS.base;

  if (profile.skinType) {
    if (matchesSkinType(product.skinTypes, profile.skinType)) {
      score += WEIGHTS.skinTypeMatch;
      notes?.reasons.push(`Indicado para pele ${profile.skinType.toLowerCase()}.`);
    } else {
      score += WEIGHTS.skinTypeMismatch;
      notes?.warnings.push(
        `Este produto não é indicado especificamente para pele ${profile.skinType.toLowerCase()}. Consulte um dermatologista antes de usar.`,
      );
    }
  }

  const matches = concernMatches(product, profile);
  if (matches.length > 0 && totalSeverity > 0) {
    const strongest = Math.max(...matches.map((m) => (m.severity / 100) * m.strength));
    const coverage = matches.reduce((sum, m) => sum + m.severity * m.strength, 0) / totalSeverity;
    score += WEIGHTS.concernFit * (0.6 * strongest + 0.4 * Math.min(1, coverage));
    if (notes) {
      for (const m of matches.filter((m) => m.strength >= 0.7).slice(0, 2)) {
        const label = `${m.name} (${Math.round(m.severity)}%)`;
        notes.reasons.push(m.evidence ? `Atua em ${label} com ${m.evidence.ptName}.` : `Atua em ${label}.`);
      }
    }
  }

  const { irritants, comedogenic, drying } = ingredients;
  if (t.sensitive > 0) {
    score -= Math.min(WEIGHTS.irritantCap, irritants.length * WEIGHTS.irritantEach) * t.sensitive;
    if (t.sensitive >= WARN_FROM) {
      for (const i of irritants) notes?.warnings.push(`Contém ${i.ptName}, ${irritantWhy(i)}.`);
      if (irritants.length === 0) {
        score += WEIGHTS.sensitiveFriendly;
        notes?.reasons.push('Sem fragrância nem irritantes conhecidos, adequado para pele sensível.');
      }
    }
  }

  if (t.acneProne > 0 && comedogenic.length > 0) {
    const points = comedogenic.reduce((sum, i) => sum + ((i.comedogenic ?? 0) - 2), 0);
    const rinse = isRinseOff(product) ? 0.5 : 1;
    score -=
      Math.min(WEIGHTS.comedogenicCap, points * WEIGHTS.comedogenicPerPointAboveTwo) * t.acneProne * rinse;
    if (t.acneProne >= WARN_FROM) {
      for (const i of comedogenic) {
        notes?.warnings.push(
          `Contém ${i.ptName} (comedogênico ${i.comedogenic} de 5), que pode obstruir os poros de peles oleosas ou com tendência a acne.`,
        );
      }
    }
  }

  if (t.dry > 0 && drying.length > 0) {
    score -= Math.min(WEIGHTS.dryingCap, drying.length * WEIGHTS.dryingEach) * t.dry;
    if (t.dry >= WARN_FROM) {
      for (const i of drying.filter((i) => !i.irritant || t.sensitive < WARN_FROM)) {
        notes?.warnings.push(`Contém ${i.ptName}, que pode ressecar peles secas.`);
      }
    }
  }
  return score;
}

/** The 0–100 score: an avoided ingredient caps it (WEIGHTS.alertCeiling). */
const finalScore = (parts: number, avoided: boolean) =>
  Math.round(clamp(avoided ? Math.min(parts, WEIGHTS.alertCeiling) : parts, 0, 100));

/**
 * How well a product fits a measured skin (scoreParts), with the sentences that explain it. Any ingredient
 * from the avoid list always produces an alert.
 */
export function compatibility(product: MatchableProduct, profile: SkinProfile): Compatibility {
  const notes: Notes = { reasons: [], warnings: [] };
  const parts = scoreParts(product, profile, notes);
  const alerts = avoidAlerts(product, readProfile(profile).avoid);
  return {
    score: finalScore(parts, alerts.length > 0),
    reasons: notes.reasons,
    alerts,
    warnings: notes.warnings,
  };
}

/**
 * The compatibility's score and avoid-list alerts, without the sentences that explain the score: what ranking
 * the whole catalog and a list's cards need. Always `compatibility(...)`'s score and alerts.
 */
export function matchScore(
  product: MatchableProduct,
  profile: SkinProfile,
): Pick<Compatibility, 'score' | 'alerts'> {
  const alerts = avoidAlerts(product, readProfile(profile).avoid);
  return { score: finalScore(scoreParts(product, profile), alerts.length > 0), alerts };
}
