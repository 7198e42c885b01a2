import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/products';

/**
 * The catalog for signed-in users (spec 7.3): search and filters, detail with the caller's compatibility,
 * recommendations from the latest analysis, and favourites. `/api/products/saved` and
 * `/api/products/recommended` are literal paths: they win over `/api/products/{id}`, in API Gateway and in
 * the local gateway alike.
 */
export const productRoutes = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/products',
    handler: 'products/list-products',
    access: 'user',
    query: schema.listProductsQuery,
    response: schema.productPage,
  }),
  recommendedProducts: defineRoute({
    method: 'GET',
    path: '/api/products/recommended',
    handler: 'products/recommended-products',
    access: 'user',
    query: schema.recommendedQuery,
    response: schema.recommended,
  }),
  savedProducts: defineRoute({
    method: 'GET',
    path: '/api/products/saved',
    handler: 'products/saved-products',
    access: 'user',
    response: z.array(schema.product),
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/api/products/{id}',
    handler: 'products/get-product',
    access: 'user',
    params: schema.productIdParams,
    response: schema.productDetail,
  }),
  saveProduct: defineRoute({
    method: 'POST',
    path: '/api/products/{id}/save',
    handler: 'products/save-product',
    access: 'user',
    params: schema.productIdParams,
    response: schema.savedState,
    grants: ['table:write'],
  }),
  unsaveProduct: defineRoute({
    method: 'DELETE',
    path: '/api/products/{id}/save',
    handler: 'products/unsave-product',
    access: 'user',
    params: schema.productIdParams,
    response: schema.savedState,
    grants: ['table:write'],
  }),
} satisfies Record<string, RouteDef>;
