import { describe, expect, it } from 'vitest';
import { avoidTermMatches, readAvoidTerm } from './avoid-list';
import { findIngredient } from './lookup';

const matches = (term: string, entry: string) => {
  const avoid = readAvoidTerm(term);
  if (!avoid) return false;
  return avoidTermMatches(avoid, entry, findIngredient(entry));
};

describe('avoid list', () => {
  it('matches a known ingredient by INCI name, pt-BR alias, and without accents', () => {
    expect(matches('Salicylic Acid', 'Salicylic Acid')).toBe(true);
    expect(matches('ácido salicílico', 'Salicylic Acid')).toBe(true);
    expect(matches('acido salicilico', 'Salicylic Acid')).toBe(true);
    expect(matches('ACIDO SALICILICO', 'salicylic acid')).toBe(true);
  });

  it('does not match a different ingredient', () => {
    expect(matches('ácido salicílico', 'Glycolic Acid')).toBe(false);
    expect(matches('álcool', 'Cetyl Alcohol')).toBe(false);
  });

  it('covers a whole family when the term names one', () => {
    expect(readAvoidTerm('parabenos')?.kind).toBe('family');
    expect(matches('parabenos', 'Methylparaben')).toBe(true);
    expect(matches('sulfatos', 'Sodium Lauryl Sulfate')).toBe(true);
    expect(matches('fragrância', 'Linalool')).toBe(true);
    expect(matches('retinoides', 'Retinal')).toBe(true);
    expect(matches('vitamina C', 'Sodium Ascorbyl Phosphate')).toBe(true);
    expect(matches('óleos essenciais', 'Melaleuca Alternifolia Leaf Oil')).toBe(true);
    expect(matches('sulfatos', 'Sodium Cocoyl Isethionate')).toBe(false);
  });

  it('matches unknown words as whole words inside label entries', () => {
    expect(matches('peanut', 'Arachis Hypogaea (Peanut) Oil')).toBe(true);
    expect(matches('pea', 'Arachis Hypogaea (Peanut) Oil')).toBe(false);
  });

  it('ignores blank and too-short free-text terms', () => {
    expect(readAvoidTerm('  ')).toBeUndefined();
    expect(readAvoidTerm('xy')).toBeUndefined();
  });
});
