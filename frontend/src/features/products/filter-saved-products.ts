import type { Product } from '@pele/shared/schemas/products';
import { categoryLabel } from './category-labels';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Saved products whose name or category (key or pt-BR name) contains the search, ignoring accents. */
export const filterSavedProducts = <T extends Pick<Product, 'name' | 'category'>>(
  products: T[],
  search: string,
) => {
  const wanted = fold(search);
  if (!wanted) return products;
  return products.filter((product) =>
    [product.name, product.category, categoryLabel(product.category)].some((text) =>
      fold(text).includes(wanted),
    ),
  );
};
