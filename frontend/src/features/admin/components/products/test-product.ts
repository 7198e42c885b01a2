import type { AdminProduct } from '@pele/shared/schemas/admin';

/** A product as the admin list returns it, for the panel's tests; each test states what it changes. */
export const testAdminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 'p1',
  name: 'Sérum',
  description: 'Antioxidante',
  brand: 'Lumina',
  category: 'serums',
  price: 89.9,
  original_price: null,
  count_in_stock: 0,
  ingredients: ['Aqua'],
  benefits: [],
  how_to_use: '',
  skin_types: [],
  concerns: [],
  tags: [],
  purchase_url: null,
  image_url: '/media/products/p1.webp',
  rating: 0,
  num_reviews: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
