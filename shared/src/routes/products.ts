import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/products';

/**
 * The catalog for signed-in users (spec 7.3): search and filters, detail with the caller's compatibility,
 * recommendations from the latest analysis, and favourites. `/api/products/saved` and
 * `/api/products/recommended` are literal paths: they win over `/api/products/{id}`, in API Gateway and in
 * the local gateway alike.
 */
export const listProducts = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/products',
  access: 'user',
  query: schema.listProductsQuery,
  response: schema.productPage,
});

export const recommendedProducts = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/products/recommended',
  access: 'user',
  query: schema.recommendedQuery,
  response: schema.recommended,
});

export const savedProducts = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/products/saved',
  access: 'user',
  response: schema.productList,
});

export const getProduct = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/products/{id}',
  access: 'user',
  params: schema.productIdParams,
  response: schema.productDetail,
});

export const saveProduct = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/products/{id}/save',
  access: 'user',
  params: schema.productIdParams,
  response: schema.savedState,
});

export const unsaveProduct = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/products/{id}/save',
  access: 'user',
  params: schema.productIdParams,
  response: schema.savedState,
});

export const productRoutes = {
  listProducts,
  recommendedProducts,
  savedProducts,
  getProduct,
  saveProduct,
  unsaveProduct,
} satisfies Record<string, RouteDef>;
