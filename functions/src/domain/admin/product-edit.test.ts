import { describe, expect, it } from 'vitest';
import { editedProduct, newProductRecord, productSlug } from './product-edit';

const now = new Date('2026-11-24T12:00:00.000Z');
const created = newProductRecord(
  {
    name: 'Sérum Vitamina C',
    brand: 'Lumina',
    category: 'serums',
    description: 'Antioxidante.',
    price: 89.9,
    countInStock: 5,
    tags: ['vitamina c'],
  },
  { id: 'serum-vitamina-c-ab12', imageKey: 'products/x.webp' },
  now,
);

describe('admin product edits', () => {
  it('starts a new product with no reviews and empty optional lists', () => {
    expect(created).toMatchObject({ ratingTotal: 0, numReviews: 0, ingredients: [], originalPrice: null });
  });

  it('changes only the fields an update carries, keeping ratings and the creation date', () => {
    const rated = { ...created, ratingTotal: 9, numReviews: 2 };
    const later = new Date('2026-11-25T00:00:00.000Z');
    const edited = editedProduct(rated, { countInStock: 0, name: undefined }, rated.imageKey, later);
    expect(edited).toMatchObject({
      countInStock: 0,
      name: 'Sérum Vitamina C',
      ratingTotal: 9,
      numReviews: 2,
    });
    expect(edited.createdAt).toBe(created.createdAt);
    expect(edited.updatedAt).toBe(later.toISOString());
  });

  it('makes readable ids without accents', () => {
    expect(productSlug('Sérum Vitamina C 10%')).toBe('serum-vitamina-c-10');
    expect(productSlug('***')).toBe('produto');
  });
});
