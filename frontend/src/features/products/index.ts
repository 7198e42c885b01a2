// The products feature as other features see it: its query keys, the recommendations and category names.
// Its tab and screens load lazily from app/, so they are not re-exported here.

export { useRecommendedProducts } from './api/get-recommended-products';
export { productKeys } from './api/product-keys';
export { categoryLabel } from './category-labels';
export { Pagination } from './components/pagination';
