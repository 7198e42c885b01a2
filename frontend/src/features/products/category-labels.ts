import type { CONSUMER_CATEGORIES } from '@pele/shared/constants';

export type ConsumerCategory = (typeof CONSUMER_CATEGORIES)[number];

/** pt-BR names of the consumer tabs (spec 2.9) and of every catalog category on cards and searches. */
export const CATEGORY_LABELS: Record<string, string> = {
  recommended: 'Recomendados',
  cleansers: 'Limpeza',
  toners: 'Tônicos',
  serums: 'Séruns',
  moisturizers: 'Hidratantes',
  sunscreens: 'Protetores Solares',
  masks: 'Máscaras',
  other: 'Outros',
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;
