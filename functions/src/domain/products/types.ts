import type { ProductCategory } from '@pele/shared/schemas/products';
import type { SkinScores, SkinType } from '../analysis/skin-type';

/** The fields of a product the rules read; catalog items and stored products both fit. */
export interface MatchableProduct {
  id: string;
  name?: string;
  category: ProductCategory;
  /** INCI list as an array, or one comma-separated string. */
  ingredients: string | readonly string[];
  skinTypes: readonly string[];
  /** Concern keys (see skin-concerns.ts); pt-BR names are accepted too. */
  concerns: readonly string[];
  tags?: readonly string[];
}

export type { SkinScores, SkinType } from '../analysis/skin-type';

export interface MeasuredConcern {
  /** Concern key, or its pt-BR name as the analysis result writes it. */
  key: string;
  /** 0–100. */
  severity: number;
  /**
   * The pt-BR name the result showed it under. Several measured concerns share one catalog key (dullness and
   * uneven tone are answered by the products for dark spots): a reason names the one that was measured.
   */
  name?: string;
}

/**
 * What the rules know about the user: the latest analysis and the avoid list. `skinType` is null
 * for a user without an analysis; then only the avoid list and the product itself are judged.
 */
export interface SkinProfile {
  skinType: SkinType | null;
  scores: SkinScores;
  concerns: readonly MeasuredConcern[];
  /** Ingredient names, families or free words the user is allergic to or wants to avoid. */
  avoid: readonly string[];
}

export interface IngredientAlert {
  /** The entry as written on the product's label. */
  ingredient: string;
  /** pt-BR. */
  reason: string;
}

export interface Compatibility {
  /** 0–100; how well the product fits the measured skin. Not a medical judgement. */
  score: number;
  /** pt-BR, why it fits. */
  reasons: string[];
  /** Ingredients from the user's avoid list; any alert means "do not use". */
  alerts: IngredientAlert[];
  /** pt-BR cautions: skin type not listed, comedogenic or irritant ingredients, drying ones. */
  warnings: string[];
}
