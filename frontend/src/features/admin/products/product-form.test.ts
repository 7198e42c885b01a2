import { describe, expect, it } from 'vitest';
import {
  addIngredient,
  commaList,
  createPayload,
  emptyProductForm,
  parsePrice,
  parseStock,
  requiredErrors,
  updatePayload,
} from './product-form';

const filled = () => ({
  ...emptyProductForm(),
  name: ' Sérum ',
  brand: 'Lumina',
  description: 'Antioxidante',
  category: 'serums',
  price: '89,90',
  countInStock: '12',
  tags: ' vitamina c, , noite ',
  ingredients: ['Aqua'],
});

describe('admin product form (spec 5)', () => {
  it('names every missing required field', () => {
    expect(Object.keys(requiredErrors(emptyProductForm())).sort()).toEqual(
      ['brand', 'category', 'countInStock', 'description', 'name', 'price'].sort(),
    );
    expect(requiredErrors(filled())).toEqual({});
  });

  it('reads the price as a decimal with comma or point, 0 when not numeric', () => {
    expect(parsePrice('89,90')).toBe(89.9);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('abc')).toBe(0);
  });

  it('reads the stock as an integer, 0 when not numeric', () => {
    expect(parseStock('7')).toBe(7);
    expect(parseStock('3.9')).toBe(3);
    expect(parseStock('muitos')).toBe(0);
  });

  it('trims comma-separated tags and drops empty ones', () => {
    expect(commaList(' a , ,b,, c ')).toEqual(['a', 'b', 'c']);
  });

  it('adds ingredients one at a time, refusing blanks and duplicates', () => {
    expect(addIngredient(['Aqua'], '  Glycerin ')).toEqual(['Aqua', 'Glycerin']);
    expect(addIngredient(['Aqua'], '   ')).toEqual(['Aqua']);
    expect(addIngredient(['Aqua'], 'Aqua')).toEqual(['Aqua']);
  });

  it('sends every field on create, trimmed', () => {
    expect(createPayload(filled())).toMatchObject({
      name: 'Sérum',
      price: 89.9,
      countInStock: 12,
      tags: ['vitamina c', 'noite'],
      ingredients: ['Aqua'],
      originalPrice: null,
    });
  });

  it('leaves empty text fields and a zero price out of an update, but always sends the stock, 0 included', () => {
    const body = updatePayload({ ...filled(), description: '  ', price: 'abc', countInStock: '0', tags: '' });
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('tags');
    expect(body).toMatchObject({ countInStock: 0, name: 'Sérum', ingredients: ['Aqua'] });
    expect(updatePayload(filled(), { removeImage: true })).toMatchObject({ removeImage: true, price: 89.9 });
  });
});
