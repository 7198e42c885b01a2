import type { SkinConcernKey } from '../products/skin-concerns';

/** What an ingredient does in a formula. Labels in pt-BR live in `ROLE_LABELS`. */
export type IngredientRole =
  | 'solvent'
  | 'humectant'
  | 'emollient'
  | 'occlusive'
  | 'barrier_repair'
  | 'soothing'
  | 'antioxidant'
  | 'exfoliant'
  | 'oil_control'
  | 'anti_acne'
  | 'pore_care'
  | 'tone_evening'
  | 'anti_aging'
  | 'texture'
  | 'uv_filter'
  | 'surfactant'
  | 'preservative'
  | 'emulsifier'
  | 'thickener'
  | 'chelating'
  | 'ph_adjuster'
  | 'fragrance'
  | 'astringent'
  | 'absorbent'
  | 'colorant'
  | 'depuffing';

/**
 * Classes of actives that matter for conflicts between products of one routine.
 * `vitamin_c` is L-ascorbic acid itself (low pH, easily oxidised); its stable derivatives are
 * `vitamin_c_derivative`, which the classic ascorbic-acid conflicts do not apply to.
 */
export type ActiveClass =
  | 'retinoid'
  | 'aha'
  | 'bha'
  | 'pha'
  | 'vitamin_c'
  | 'vitamin_c_derivative'
  | 'benzoyl_peroxide'
  | 'azelaic_acid'
  | 'niacinamide'
  | 'tranexamic_acid'
  | 'peptide'
  | 'copper_peptide';

export interface Ingredient {
  /** Stable key, kebab-case. */
  id: string;
  /** Canonical INCI name, as written on labels. */
  inci: string;
  /** Name shown in pt-BR sentences, lowercase unless a proper noun (e.g. 'ácido salicílico'). */
  ptName: string;
  /** Other spellings: common English names, pt-BR names, older INCI names. */
  aliases: string[];
  roles: IngredientRole[];
  /** The measured concerns this ingredient is known to help with. */
  addresses: SkinConcernKey[];
  /** pt-BR verb phrase for a recommendation reason: '... contém X, que <effect>.' */
  effect?: string;
  /**
   * 0–5 on the classic comedogenicity scale (rabbit-ear assay lists, Fulton 1989 and later
   * compilations). Rough and formulation-dependent: only set where the lists broadly agree.
   */
  comedogenic?: number;
  /** Commonly irritating or sensitising for sensitive or reactive skin. */
  irritant: boolean;
  /** Tends to dry the skin (strong surfactants, drying alcohols). */
  drying?: boolean;
  active?: ActiveClass;
  /** pt-BR caution for pregnancy, only where dermatology guidance is well known. */
  pregnancyCaution?: string;
  /** Group keys an avoid-list term can name as a whole (see families.ts). */
  families?: string[];
}
