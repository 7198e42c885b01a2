import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from './data';
import { findIngredient, parseIngredients, spellingsOf } from './lookup';
import { normalizeIngredientName } from './normalize';

describe('ingredient knowledge', () => {
  it('knows at least 80 ingredients, each with a unique id', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(INGREDIENTS.map((i) => i.id)).size).toBe(INGREDIENTS.length);
  });

  it('never lets one spelling name two different ingredients', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const i of INGREDIENTS) {
      for (const s of spellingsOf(i)) {
        const key = normalizeIngredientName(s);
        const first = owner.get(key);
        if (first && first !== i.id) clashes.push(`${key}: ${first} / ${i.id}`);
        owner.set(key, first ?? i.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every ingredient that helps with a concern a sentence explaining how', () => {
    const missing = INGREDIENTS.filter((i) => i.addresses.length > 0 && !i.effect).map((i) => i.id);
    expect(missing).toEqual([]);
  });

  it('keeps comedogenic ratings on the 0–5 scale', () => {
    for (const i of INGREDIENTS) {
      if (i.comedogenic !== undefined) expect([0, 1, 2, 3, 4, 5]).toContain(i.comedogenic);
    }
  });

  it('describes the well-known actives', () => {
    expect(findIngredient('Niacinamide')?.roles).toEqual(
      expect.arrayContaining(['oil_control', 'tone_evening']),
    );
    expect(findIngredient('Salicylic Acid')).toMatchObject({
      active: 'bha',
      addresses: expect.arrayContaining(['acne', 'pores']),
    });
    expect(findIngredient('Retinol')).toMatchObject({
      active: 'retinoid',
      pregnancyCaution: expect.any(String),
    });
    expect(findIngredient('Parfum')).toMatchObject({ irritant: true, roles: ['fragrance'] });
    expect(findIngredient('Cocos Nucifera Oil')?.comedogenic).toBe(4);
    expect(findIngredient('Isopropyl Myristate')?.comedogenic).toBe(5);
  });
});

describe('findIngredient', () => {
  it('finds an ingredient by INCI name in any case', () => {
    expect(findIngredient('SALICYLIC ACID')?.id).toBe('salicylic-acid');
  });

  it('finds an ingredient by its pt-BR name, with or without accents', () => {
    expect(findIngredient('Ácido Salicílico')?.id).toBe('salicylic-acid');
    expect(findIngredient('acido salicilico')?.id).toBe('salicylic-acid');
    expect(findIngredient('Niacinamida')?.id).toBe('niacinamide');
    expect(findIngredient('manteiga de karite')?.id).toBe('shea-butter');
    expect(findIngredient('óleo de coco')?.id).toBe('coconut-oil');
  });

  it('reads label variants: parenthesised names, slashes and colour index numbers', () => {
    expect(findIngredient('Aqua (Water)')?.id).toBe('water');
    expect(findIngredient('Water/Aqua/Eau')?.id).toBe('water');
    expect(findIngredient('Fragrance (Parfum)')?.id).toBe('parfum');
    expect(findIngredient('CI 77891')?.id).toBe('titanium-dioxide');
  });

  it('answers undefined for an ingredient it does not know', () => {
    expect(findIngredient('Arachis Hypogaea Oil')).toBeUndefined();
  });
});

describe('parseIngredients', () => {
  it('reads a comma-separated INCI string and keeps unknown entries as written', () => {
    const parsed = parseIngredients('Aqua, Glycerin, 1,2-Hexanediol, Arachis Hypogaea Oil');
    expect(parsed.map((p) => p.ingredient?.id ?? `?${p.raw}`)).toEqual([
      'water',
      'glycerin',
      'hexanediol',
      '?Arachis Hypogaea Oil',
    ]);
  });
});
