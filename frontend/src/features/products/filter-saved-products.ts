import type { Product } from '@pele/shared/schemas/products';
import { foldText } from '../../lib/fold-text';
import { categoryLabel } from './category-labels';

/** Saved products whose name or category (key or pt-BR name) contains the search, ignoring accents. */
export const filterSavedProducts = <T extends Pick<Product, 'name' | 'category'>>(
  products: T[],
  search: string,
) => {
  const wanted = foldText(search);
  if (!wanted) return products;
  return products.filter((product) =>
    [product.name, product.category, categoryLabel(product.category)].some((text) =>
      foldText(text).includes(wanted),
    ),
  );
};
