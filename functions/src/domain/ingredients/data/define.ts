import type { Ingredient } from '../types';

export type IngredientInput = Omit<Ingredient, 'irritant' | 'addresses' | 'aliases'> &
  Partial<Pick<Ingredient, 'irritant' | 'addresses' | 'aliases'>>;

/** Fills the defaults so each data entry states only what is known about it. */
export const define = (input: IngredientInput): Ingredient => ({
  irritant: false,
  addresses: [],
  aliases: [],
  ...input,
});
