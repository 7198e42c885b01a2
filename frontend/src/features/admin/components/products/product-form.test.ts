import { adminMessages } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import {
  addIngredient,
  commaList,
  createPayload,
  emptyProductForm,
  formFromProduct,
  parsePrice,
  parseStock,
  requiredErrors,
  serverFieldErrors,
  updatePayload,
} from './product-form';
import { testAdminProduct } from './test-product';

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

const stored = testAdminProduct({
  ingredients: ['Aqua', 'Niacinamida'],
  benefits: ['Uniformiza'],
  skin_types: ['Oleosa'],
  tags: ['noite'],
});

describe('admin product form: required fields (spec 5)', () => {
  it('names every missing required field with its message', () => {
    expect(requiredErrors(emptyProductForm())).toEqual({
      name: adminMessages.name,
      brand: adminMessages.brand,
      description: adminMessages.description,
      category: adminMessages.category,
      price: adminMessages.priceRequired,
      countInStock: adminMessages.stockRequired,
    });
  });

  it('counts a field of spaces as missing and the optional ones as never missing', () => {
    expect(Object.keys(requiredErrors({ ...filled(), name: '   ' }))).toEqual(['name']);
    expect(requiredErrors(filled())).toEqual({});
  });
});

describe('admin product form: numbers (spec 5)', () => {
  it('reads the price as a decimal with a comma or a point', () => {
    expect(parsePrice('89,90')).toBe(89.9);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(' R$ 1.299,90 ')).toBe(1299.9);
  });

  it('reads a price that is not a number as 0', () => {
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
  });

  it('reads the stock as an integer, 0 when not numeric', () => {
    expect(parseStock('7')).toBe(7);
    expect(parseStock('3.9')).toBe(3);
    expect(parseStock('1.000')).toBe(1000);
    expect(parseStock('muitos')).toBe(0);
  });
});

describe('admin product form: lists (spec 5)', () => {
  it('trims comma-separated tags and drops empty ones', () => {
    expect(commaList(' a , ,b,, c ')).toEqual(['a', 'b', 'c']);
    expect(commaList('  ')).toEqual([]);
  });

  it('adds ingredients one at a time, trimmed', () => {
    expect(addIngredient(['Aqua'], '  Glycerin ')).toEqual(['Aqua', 'Glycerin']);
  });

  it('refuses an ingredient that is blank after trimming', () => {
    expect(addIngredient(['Aqua'], '   ')).toEqual(['Aqua']);
  });

  it('ignores an ingredient already in the list, whatever its case', () => {
    expect(addIngredient(['Aqua'], 'Aqua')).toEqual(['Aqua']);
    expect(addIngredient(['Aqua'], ' aqua ')).toEqual(['Aqua']);
  });
});

describe('admin product form: create payload (spec 3 and 5)', () => {
  it('sends every field, trimmed, with numbers parsed and lists split', () => {
    expect(
      createPayload({
        ...filled(),
        benefits: 'Hidrata, Ilumina',
        skinTypes: 'Oleosa,Mista',
        concerns: 'Manchas',
        howToUse: ' À noite ',
      }),
    ).toEqual({
      name: 'Sérum',
      brand: 'Lumina',
      description: 'Antioxidante',
      category: 'serums',
      price: 89.9,
      originalPrice: null,
      countInStock: 12,
      howToUse: 'À noite',
      purchaseUrl: undefined,
      ingredients: ['Aqua'],
      benefits: ['Hidrata', 'Ilumina'],
      skinTypes: ['Oleosa', 'Mista'],
      concerns: ['Manchas'],
      tags: ['vitamina c', 'noite'],
    });
  });

  it('sends the original price and the purchase link only when given', () => {
    const body = createPayload({
      ...filled(),
      originalPrice: '99,90',
      purchaseUrl: ' https://loja.example ',
    });
    expect(body).toMatchObject({ originalPrice: 99.9, purchaseUrl: 'https://loja.example' });
  });

  it('sends a price that is not a number as 0 and a stock that is not a number as 0', () => {
    expect(createPayload({ ...filled(), price: 'grátis', countInStock: 'x' })).toMatchObject({
      price: 0,
      countInStock: 0,
    });
  });
});

describe('admin product form: update payload (spec 5)', () => {
  it('leaves empty text fields out (they keep the stored value)', () => {
    const body = updatePayload({ ...filled(), description: '  ', howToUse: '', purchaseUrl: '', tags: '' });
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('howToUse');
    expect(body).not.toHaveProperty('purchaseUrl');
    expect(body).not.toHaveProperty('tags');
    expect(body).not.toHaveProperty('originalPrice');
    expect(body).toMatchObject({ name: 'Sérum', brand: 'Lumina', category: 'serums' });
  });

  it('leaves a zero price out, whether typed as 0 or not a number', () => {
    expect(updatePayload({ ...filled(), price: '0' })).not.toHaveProperty('price');
    expect(updatePayload({ ...filled(), price: 'abc' })).not.toHaveProperty('price');
    expect(updatePayload(filled())).toMatchObject({ price: 89.9 });
  });

  it('always sends the stock, 0 included', () => {
    expect(updatePayload({ ...filled(), countInStock: '0' })).toMatchObject({ countInStock: 0 });
    expect(updatePayload({ ...filled(), countInStock: '' })).toMatchObject({ countInStock: 0 });
  });

  it('sends the ingredients as the chips show them, an emptied list included', () => {
    expect(updatePayload({ ...filled(), ingredients: [] })).toMatchObject({ ingredients: [] });
  });

  it('asks to remove the image only when it was removed', () => {
    expect(updatePayload(filled(), { removeImage: true })).toMatchObject({ removeImage: true });
    expect(updatePayload(filled())).not.toHaveProperty('removeImage');
  });

  it('sends back what it was given when a product is saved untouched', () => {
    expect(updatePayload(formFromProduct(stored))).toEqual({
      name: 'Sérum',
      brand: 'Lumina',
      description: 'Antioxidante',
      category: 'serums',
      price: 89.9,
      countInStock: 0,
      ingredients: ['Aqua', 'Niacinamida'],
      benefits: ['Uniformiza'],
      skinTypes: ['Oleosa'],
      tags: ['noite'],
    });
    expect(formFromProduct(stored).price).toBe('89,90');
  });
});

describe('admin product form: server errors', () => {
  it("puts the server's field messages under the dialog's fields", () => {
    expect(
      serverFieldErrors({
        'body.price': adminMessages.price,
        'body.tags.2': adminMessages.listItem,
        'body.imageKey': 'Imagem inválida',
      }),
    ).toEqual({ price: adminMessages.price, tags: adminMessages.listItem });
  });
});
