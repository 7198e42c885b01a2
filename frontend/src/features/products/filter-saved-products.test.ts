import { describe, expect, it } from 'vitest';
import { filterSavedProducts } from './filter-saved-products';

const products = [
  { name: 'Sérum Clareador Vitamina C', category: 'serums' },
  { name: 'Gel de Limpeza Suave', category: 'cleansers' },
  { name: 'Protetor Solar FPS 50', category: 'sunscreens' },
];

describe('filterSavedProducts', () => {
  it('matches the name ignoring case and accents', () => {
    expect(filterSavedProducts(products, 'serum').map((p) => p.name)).toEqual(['Sérum Clareador Vitamina C']);
  });

  it('matches the category by key or by its pt-BR name', () => {
    expect(filterSavedProducts(products, 'limpeza').map((p) => p.category)).toEqual(['cleansers']);
    expect(filterSavedProducts(products, 'protetores').map((p) => p.category)).toEqual(['sunscreens']);
    expect(filterSavedProducts(products, 'sunscreens')).toHaveLength(1);
  });

  it('returns everything for a blank search', () => {
    expect(filterSavedProducts(products, '  ')).toHaveLength(3);
  });
});
