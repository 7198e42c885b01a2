import type { ActiveClass } from './types';

export type TimeOfDay = 'morning' | 'evening';

/**
 * A known conflict between two classes of actives used in the same routine (same time of day).
 * Sources, loosely: general dermatology consensus as found in AAD patient guidance and cosmetic
 * dermatology reviews on combining actives. No concentration thresholds are claimed.
 *
 * Deliberately absent: niacinamide with vitamin C. The old warning came from tests with pure
 * ingredients at high heat; in finished products they are routinely combined.
 */
export interface ConflictRule {
  id: string;
  /** A pair conflicts when one product has a class from `a` and the other a class from `b`. */
  a: readonly ActiveClass[];
  b: readonly ActiveClass[];
  /** pt-BR: why they should not be layered. */
  reason: string;
  /** Whether using one in the morning and the other in the evening is an accepted answer. */
  splitOk: boolean;
  /** pt-BR: what to do instead. */
  advice: string;
  /** When splitting is acceptable, which classes belong to which time of day. */
  split?: { morning: readonly ActiveClass[]; evening: readonly ActiveClass[] };
}

const EXFOLIATING_ACIDS: readonly ActiveClass[] = ['aha', 'bha'];

export const CONFLICT_RULES: readonly ConflictRule[] = [
  {
    id: 'retinoid+exfoliating-acid',
    a: ['retinoid'],
    b: EXFOLIATING_ACIDS,
    reason:
      'Retinoide e ácidos esfoliantes (AHA/BHA) na mesma rotina somam irritação, descamação e sensibilidade, e podem enfraquecer a barreira da pele.',
    splitOk: true,
    advice: 'Use o ácido pela manhã, com protetor solar, ou em noites alternadas, e o retinoide à noite.',
    split: { morning: EXFOLIATING_ACIDS, evening: ['retinoid'] },
  },
  {
    id: 'retinoid+benzoyl-peroxide',
    a: ['retinoid'],
    b: ['benzoyl_peroxide'],
    reason:
      'O peróxido de benzoíla pode oxidar e inativar alguns retinoides, e juntos aumentam muito o ressecamento e a irritação.',
    splitOk: true,
    advice: 'Use o peróxido de benzoíla pela manhã e o retinoide à noite.',
    split: { morning: ['benzoyl_peroxide'], evening: ['retinoid'] },
  },
  {
    id: 'retinoid+retinoid',
    a: ['retinoid'],
    b: ['retinoid'],
    reason: 'Dois retinoides juntos não somam benefício, apenas irritação.',
    splitOk: false,
    advice: 'Escolha um único retinoide e use-o somente à noite.',
  },
  {
    id: 'vitamin-c+exfoliating-acid',
    a: ['vitamin_c'],
    b: EXFOLIATING_ACIDS,
    reason:
      'A vitamina C pura (ácido ascórbico) e os ácidos esfoliantes agem em pH baixo: juntos aumentam a irritação e podem desestabilizar a vitamina C.',
    splitOk: true,
    advice: 'Use a vitamina C pela manhã e o ácido esfoliante à noite.',
    split: { morning: ['vitamin_c'], evening: EXFOLIATING_ACIDS },
  },
  {
    id: 'vitamin-c+benzoyl-peroxide',
    a: ['vitamin_c'],
    b: ['benzoyl_peroxide'],
    reason: 'O peróxido de benzoíla é oxidante e degrada a vitamina C pura, anulando o seu efeito.',
    splitOk: true,
    advice: 'Use a vitamina C pela manhã e o peróxido de benzoíla à noite.',
    split: { morning: ['vitamin_c'], evening: ['benzoyl_peroxide'] },
  },
  {
    id: 'vitamin-c+retinoid',
    a: ['vitamin_c'],
    b: ['retinoid'],
    reason:
      'Vitamina C pura e retinoide juntos tendem a irritar; além disso, a vitamina C rende mais de dia, com o protetor solar, e o retinoide, sensível à luz, à noite.',
    splitOk: true,
    advice: 'Use a vitamina C pela manhã e o retinoide à noite.',
    split: { morning: ['vitamin_c'], evening: ['retinoid'] },
  },
  {
    id: 'exfoliating-acids-stacked',
    a: ['aha', 'bha', 'pha'],
    b: ['aha', 'bha', 'pha'],
    reason:
      'Dois produtos com ácidos esfoliantes na mesma rotina levam à sobre-esfoliação: ardor, vermelhidão e barreira enfraquecida.',
    splitOk: false,
    advice: 'Use um produto esfoliante por vez, em dias alternados.',
  },
  {
    id: 'benzoyl-peroxide+exfoliating-acid',
    a: ['benzoyl_peroxide'],
    b: EXFOLIATING_ACIDS,
    reason: 'Peróxido de benzoíla com ácidos esfoliantes resseca e irrita a pele quando usados juntos.',
    splitOk: true,
    advice: 'Use-os em períodos diferentes do dia e observe a tolerância da pele.',
    split: { morning: ['benzoyl_peroxide'], evening: EXFOLIATING_ACIDS },
  },
  {
    id: 'copper-peptide+low-ph',
    a: ['copper_peptide'],
    b: ['vitamin_c', 'aha', 'bha'],
    reason:
      'Peptídeos de cobre perdem estabilidade em pH baixo e podem reagir com a vitamina C pura, reduzindo o efeito de ambos.',
    splitOk: true,
    advice: 'Use o peptídeo de cobre em um período e a vitamina C ou o ácido no outro.',
    split: { morning: ['vitamin_c', 'aha', 'bha'], evening: ['copper_peptide'] },
  },
];

/**
 * When in the day an active is best used: retinoids break down in light and, like AHAs, make the
 * skin more sun-sensitive, so they go to the evening; vitamin C's antioxidant effect complements
 * the morning sunscreen.
 */
export const PREFERRED_TIME_OF_DAY: Partial<Record<ActiveClass, TimeOfDay>> = {
  retinoid: 'evening',
  aha: 'evening',
  vitamin_c: 'morning',
  vitamin_c_derivative: 'morning',
};

const hasAny = (classes: ReadonlySet<ActiveClass>, wanted: readonly ActiveClass[]) =>
  wanted.some((c) => classes.has(c));

/** The rules two products (given by their active classes) break when layered in one routine. */
export function conflictRulesBetween(
  first: ReadonlySet<ActiveClass>,
  second: ReadonlySet<ActiveClass>,
): ConflictRule[] {
  return CONFLICT_RULES.filter(
    (rule) =>
      (hasAny(first, rule.a) && hasAny(second, rule.b)) || (hasAny(first, rule.b) && hasAny(second, rule.a)),
  );
}
