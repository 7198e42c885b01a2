/** A published review as the API lists it; each test overrides what it looks at. */
export const testReview = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  productId: 'p1',
  user: { name: 'Ana' },
  rating: 5,
  title: `Título ${id}`,
  content: 'Muito bom.',
  timeUsed: '1-3 meses',
  images: [],
  verified: false,
  approved: true,
  createdAt: '2025-03-01T00:00:00Z',
  updatedAt: '2025-03-01T00:00:00Z',
  ...overrides,
});
