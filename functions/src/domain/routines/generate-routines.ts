import { deriveSkinType } from '../analysis/skin-type';
import type { TimeOfDay } from '../ingredients/conflicts';
import { compatibility, tendencies } from '../products/compatibility';
import { conflictsAcrossRoutines, conflictsIn } from '../products/routine-conflicts';
import type { Compatibility, SkinProfile, SkinScores, SkinType } from '../products/types';
import { ESSENTIAL_KINDS, type RoutineProduct, stepCandidates, timePenalty } from './candidates';
import { coverage, skinNeeds } from './skin-needs';
import {
  GENERIC_PRODUCT_NAMES,
  routineName,
  STEP_TIMES,
  STEP_TITLES,
  type StepKind,
  stepInstruction,
} from './step-text';
import type { GeneratedRoutine, RoutineStep, StepProduct } from './types';

/** The parts of the latest analysis the routine is built from (shared/src/schemas/skin-analysis.ts). */
export interface RoutineAnalysis {
  /** Null only for old records; then it is derived from the scores with the spec 4 rule. */
  skinType: SkinType | null;
  scores: SkinScores;
  /** Analyzer keys ('enlarged_pores') and pt-BR names are both understood. */
  concerns: readonly { key: string; severity: number }[];
}

export interface GenerateInput<P extends RoutineProduct> {
  analysis: RoutineAnalysis;
  catalog: readonly P[];
  /** The user's avoid list: ingredient names, families, free words. */
  avoid: readonly string[];
  now: Date;
}

export interface GeneratedRoutines {
  morning: GeneratedRoutine;
  evening: GeneratedRoutine;
  /** `now`, as ISO: when these routines were made. */
  generatedAt: string;
}

/**
 * Score points for answering one need of severity 100 fully in one routine (see skin-needs.ts).
 * Each routine is judged on its own, so the evening brings the night's actives even when the
 * morning already answers the same concern with the day's.
 */
export const COVERAGE_WEIGHT = 25;
/** Treatments per time of day the pair search combines: bounds the work on a large catalog. */
const TREAT_CHOICES = 20;
/** An optional evening step must answer at least this much more of the needs... */
export const MIN_EXTRA_GAIN = 0.2;
/** ...and fit the skin at least this well (no skin-type mismatch, few cautions). */
export const MIN_EXTRA_FIT = 60;

const MORNING_ORDER: readonly StepKind[] = ['cleanse', 'treat', 'moisturise', 'sunscreen'];
const EVENING_ORDER: readonly StepKind[] = ['cleanse', 'treat', 'extra_treat', 'moisturise', 'mask'];
/** After the two treatments, the steps are filled in this order: sunscreen matters most. */
const FILL_ORDER: readonly (readonly [StepKind, TimeOfDay])[] = [
  ['sunscreen', 'morning'],
  ['cleanse', 'morning'],
  ['cleanse', 'evening'],
  ['moisturise', 'morning'],
  ['moisturise', 'evening'],
];

interface Pick<P> {
  kind: StepKind;
  time: TimeOfDay;
  product: P;
}

const EPSILON = 1e-9;

/**
 * Builds the morning routine (cleanse, treat, moisturise, sunscreen) and the evening routine
 * (cleanse, treat, an optional second treatment, moisturise, an optional overnight mask) for the
 * measured skin. Rules, in order of force:
 *
 * 1. No product with an avoided ingredient. Face products only. Nothing for the night (retinoid, AHA,
 *    'uso noturno') in the morning. Treatments gentle enough for the measured sensitivity.
 * 2. No conflicting actives in one routine (`conflictsIn`, caution or avoid), and none of the pairs
 *    that splitting morning/evening does not solve (`conflictsAcrossRoutines`).
 * 3. Treatments first, since they carry the actives for the measured concerns: the pair of morning
 *    and evening treatments with the best value that does not conflict. A product's value is its
 *    compatibility score (the products domain's ranking for this skin, minus a penalty at the less
 *    suited time) plus COVERAGE_WEIGHT × how much of the measured needs it answers at that time of
 *    day, where the actives guidance names first for the time count most (skin-needs.ts).
 * 4. Then sunscreen, cleansers and moisturisers, each the best value that conflicts with nothing
 *    already chosen, counting only what it adds to its routine's coverage.
 * 5. An optional evening step (a second serum or a leave-on overnight mask) only when it answers
 *    needs the evening leaves open (MIN_EXTRA_GAIN), fits the skin (MIN_EXTRA_FIT), and conflicts
 *    with nothing.
 *
 * Every list is ordered by value, then id, and ties keep the first, so the same inputs always give
 * the same routines.
 */
export function generateRoutines<P extends RoutineProduct>({
  analysis,
  catalog,
  avoid,
  now,
}: GenerateInput<P>): GeneratedRoutines {
  const skinType = analysis.skinType ?? deriveSkinType(analysis.scores);
  const needs = skinNeeds(analysis);
  const profile: SkinProfile = {
    skinType,
    scores: analysis.scores,
    concerns: [...needs].map(([key, severity]) => ({ key, severity })),
    avoid,
  };
  const chooser = routineChooser(catalog, profile, needs);
  // The treatments carry the actives for the measured concerns, so they are chosen first: the best
  // pair that does not conflict. Everything else is then fitted around them.
  const picks = bestTreatmentPair(chooser);
  for (const [kind, time] of FILL_ORDER) {
    const chosen = chooser.bestFor(kind, time, picks);
    if (chosen) picks.push(chosen.pick);
  }
  const extra = optionalEveningStep(chooser, picks);
  if (extra) picks.push(extra);
  const evening = picks.filter((p) => p.time === 'evening').map((p) => p.product);
  return {
    morning: routineOf(picks, 'morning', MORNING_ORDER, skinType, evening),
    evening: routineOf(picks, 'evening', EVENING_ORDER, skinType, evening),
    generatedAt: now.toISOString(),
  };
}

/**
 * What choosing products for this skin needs: each product's compatibility (computed once), the candidates of a
 * step, the coverage of the measured needs, the conflicts with what is already picked, and the best product for
 * a step.
 */
const routineChooser = <P extends RoutineProduct>(
  catalog: readonly P[],
  profile: SkinProfile,
  needs: ReturnType<typeof skinNeeds>,
) => {
  const fits = new Map<P, Compatibility>();
  const fit = (p: P): Compatibility => {
    let known = fits.get(p);
    if (!known) {
      known = compatibility(p, profile);
      fits.set(p, known);
    }
    return known;
  };
  const ctx = { fit, sensitive: tendencies(profile).sensitive };
  const candidateLists = new Map<string, P[]>();
  const candidates = (kind: StepKind, time: TimeOfDay): P[] => {
    const key = `${kind}@${time}`;
    let list = candidateLists.get(key);
    if (!list) {
      list = stepCandidates(catalog, kind, time, ctx);
      candidateLists.set(key, list);
    }
    return list;
  };

  const base = (p: P, time: TimeOfDay) => fit(p).score - timePenalty(p, time);
  const cover = (picks: readonly Pick<P>[]) =>
    coverage(
      needs,
      picks.filter((p) => p.time === 'morning'),
    ) +
    coverage(
      needs,
      picks.filter((p) => p.time === 'evening'),
    );
  const clashes = (product: P, time: TimeOfDay, picks: readonly Pick<P>[]) =>
    picks.some((q) => {
      if (q.time === time) return conflictsIn([q.product, product]).length > 0;
      const [m, e] = time === 'morning' ? [product, q.product] : [q.product, product];
      return conflictsAcrossRoutines([m], [e]).length > 0;
    });

  /** The best product for a step given what is already picked (and adding at least `minGain`), or undefined. */
  const bestFor = (
    kind: StepKind,
    time: TimeOfDay,
    picks: readonly Pick<P>[],
    { pool = candidates(kind, time), minGain = Number.NEGATIVE_INFINITY } = {},
  ) => {
    const before = cover(picks);
    let chosen: { pick: Pick<P>; value: number } | undefined;
    for (const product of pool) {
      if (clashes(product, time, picks)) continue;
      const pick = { kind, time, product };
      const gain = cover([...picks, pick]) - before;
      if (gain < minGain) continue;
      const value = base(product, time) + COVERAGE_WEIGHT * gain;
      // Strictly greater: on a tie the earlier candidate (higher score, then smaller id) stays.
      if (!chosen || value > chosen.value + EPSILON) chosen = { pick, value };
    }
    return chosen;
  };

  const treatValue = (p: P, time: TimeOfDay) =>
    base(p, time) + COVERAGE_WEIGHT * cover([{ kind: 'treat', time, product: p }]);
  return { fit, candidates, clashes, bestFor, treatValue };
};
type Chooser<P extends RoutineProduct> = ReturnType<typeof routineChooser<P>>;

/** The morning and evening treatments whose values add up highest without a conflict (ties: smaller ids). */
const bestTreatmentPair = <P extends RoutineProduct>(chooser: Chooser<P>): Pick<P>[] => {
  const treatOptions = (time: TimeOfDay): (P | null)[] => {
    const ranked = [...chooser.candidates('treat', time)]
      .sort((a, b) => chooser.treatValue(b, time) - chooser.treatValue(a, time) || a.id.localeCompare(b.id))
      .slice(0, TREAT_CHOICES);
    return ranked.length > 0 ? ranked : [null];
  };
  let bestPair: { picks: Pick<P>[]; value: number; key: string } | undefined;
  for (const morningTreat of treatOptions('morning')) {
    for (const eveningTreat of treatOptions('evening')) {
      const pair: Pick<P>[] = [];
      if (morningTreat) pair.push({ kind: 'treat', time: 'morning', product: morningTreat });
      if (eveningTreat) {
        if (chooser.clashes(eveningTreat, 'evening', pair)) continue;
        pair.push({ kind: 'treat', time: 'evening', product: eveningTreat });
      }
      const value = pair.reduce((sum, p) => sum + chooser.treatValue(p.product, p.time), 0);
      const key = pair.map((p) => p.product.id).join('|');
      if (
        !bestPair ||
        value > bestPair.value + EPSILON ||
        (Math.abs(value - bestPair.value) <= EPSILON && key < bestPair.key)
      ) {
        bestPair = { picks: pair, value, key };
      }
    }
  }
  return bestPair?.picks ?? [];
};

/** A second serum or an overnight mask, when it answers needs the evening leaves open and fits the skin. */
const optionalEveningStep = <P extends RoutineProduct>(chooser: Chooser<P>, picks: readonly Pick<P>[]) => {
  const inEvening = new Set(picks.filter((p) => p.time === 'evening').map((p) => p.product.id));
  const extraPool = (kind: StepKind) =>
    chooser
      .candidates(kind, 'evening')
      .filter((p) => !inEvening.has(p.id) && chooser.fit(p).score >= MIN_EXTRA_FIT);
  const extras = (['extra_treat', 'mask'] as const).flatMap(
    (kind) =>
      chooser.bestFor(kind, 'evening', picks, { pool: extraPool(kind), minGain: MIN_EXTRA_GAIN }) ?? [],
  );
  // Stable sort: on equal value the second serum (listed first) wins over the mask.
  extras.sort((a, b) => b.value - a.value);
  return extras[0]?.pick;
};

/** One routine's steps in their order: the picked product, or a generic one for an essential step. */
const routineOf = <P extends RoutineProduct>(
  picks: readonly Pick<P>[],
  time: TimeOfDay,
  order: readonly StepKind[],
  skinType: SkinType,
  evening: readonly P[],
): GeneratedRoutine => {
  const steps: RoutineStep[] = [];
  for (const kind of order) {
    const pick = picks.find((p) => p.kind === kind && p.time === time);
    const generic = GENERIC_PRODUCT_NAMES[kind];
    if (!pick && !(ESSENTIAL_KINDS.includes(kind) && generic)) continue;
    const product: StepProduct = pick
      ? {
          id: pick.product.id,
          name: pick.product.name,
          brand: pick.product.brand,
          image: `/media/${pick.product.imageKey ?? `catalog/${pick.product.id}.svg`}`,
        }
      : { id: null, name: generic ?? '', brand: null, image: null };
    steps.push({
      number: steps.length + 1,
      title: STEP_TITLES[kind],
      product,
      time: STEP_TIMES[kind],
      instruction: stepInstruction(kind, time, pick?.product ?? null, evening),
    });
  }
  return { name: routineName(time, skinType), timeOfDay: time, steps };
};
