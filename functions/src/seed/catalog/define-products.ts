import { BRANDS, type BrandKey } from './brands';
import type { CatalogCategory, CatalogProduct } from './types';

export type ProductInput = Omit<
  CatalogProduct,
  'category' | 'brand' | 'countInStock' | 'imageKey' | 'howToUse'
> & {
  brand: BrandKey;
  /** Defaults to the category's usual directions. */
  howToUse?: string;
};

const DEFAULT_HOW_TO_USE: Record<CatalogCategory, string> = {
  cleansers:
    'Aplique sobre o rosto úmido, massageie suavemente por 30 a 60 segundos evitando a área dos olhos e enxágue com água em temperatura ambiente. Use pela manhã e à noite.',
  toners:
    'Após a limpeza, aplique com as mãos ou com um disco de algodão sobre o rosto e o pescoço, sem enxaguar. Use pela manhã e/ou à noite.',
  serums:
    'Aplique de 3 a 4 gotas sobre o rosto limpo e seco, espalhando com leves batidas. Em seguida, aplique o hidratante.',
  moisturizers:
    'Aplique uma pequena quantidade sobre o rosto e o pescoço limpos, com movimentos suaves de baixo para cima, pela manhã e à noite.',
  sunscreens:
    'Aplique generosamente (cerca de uma colher de chá para rosto e pescoço) como último passo da rotina da manhã. Reaplique a cada 2 horas e após suar ou entrar na água.',
  masks:
    'Aplique uma camada uniforme sobre o rosto limpo, evitando olhos e lábios. Deixe agir de 10 a 15 minutos e enxágue com água morna. Use 1 a 2 vezes por semana.',
};

/**
 * Sample stock level: a fixed number derived from the id so the seed is the same on every run.
 * It is sample data, not a measurement.
 */
function sampleStock(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 8 + (h % 143);
}

export const defineProducts = (category: CatalogCategory, inputs: ProductInput[]): CatalogProduct[] =>
  inputs.map(({ brand, howToUse, ...rest }) => ({
    ...rest,
    category,
    brand: BRANDS[brand].name,
    howToUse: howToUse ?? DEFAULT_HOW_TO_USE[category],
    countInStock: sampleStock(rest.id),
    imageKey: `catalog/${rest.id}.svg`,
  }));
