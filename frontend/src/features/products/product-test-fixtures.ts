import type { Product } from '@pele/shared/schemas/products';
import type { ProductDetail } from './api/get-product';

export const testProduct = (overrides: Partial<Product> = {}): Product => {
  const id = overrides.id ?? 'gel-limpeza-bha';
  return {
    id,
    name: 'Gel de Limpeza com Ácido Salicílico',
    brand: 'Pele Lab',
    category: 'cleansers',
    image: `/media/catalog/${id}.svg`,
    imageUrl: `/media/catalog/${id}.svg`,
    image_url: `/media/catalog/${id}.svg`,
    price: 49.9,
    originalPrice: null,
    rating: 4.5,
    numReviews: 0,
    description: 'Limpa sem ressecar.',
    ingredients: ['Aqua', 'Salicylic Acid', 'Glycerin'],
    benefits: ['Controla a oleosidade'],
    howToUse: 'Aplique no rosto úmido e enxágue.',
    skinTypes: ['Oleosa', 'Mista'],
    concerns: ['acne'],
    concernLabels: ['Tendência a Acne'],
    tags: [],
    isSaved: false,
    recommendationScore: null,
    recommendationReason: null,
    alerts: [],
    hasAlert: false,
    soldOut: false,
    ...overrides,
  };
};

export const testDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...testProduct(overrides),
  compatibility: {
    score: 88,
    reasons: ['Indicado para pele oleosa.'],
    alerts: [],
    warnings: [],
    basedOnAnalysis: true,
    skinType: 'Oleosa',
  },
  alternatives: [],
  ...overrides,
});

export const page = (data: Product[], extra: { page?: number; pages?: number; total?: number } = {}) => ({
  data,
  page: extra.page ?? 1,
  pages: extra.pages ?? 1,
  total: extra.total ?? data.length,
});

/** GET /api/products/recommended for someone analysed whose analysis recommends nothing yet. */
export const noRecommendations = () => ({
  hasAnalysis: true,
  message: null,
  analysisId: 'a1',
  analyzedAt: null,
  skinType: 'Oleosa',
  data: [],
});
