import type { ResponseOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export type ProductDetail = ResponseOf<typeof routes.getProduct>;

/** One product with the caller's compatibility (score, reasons, alerts) and 3 alternatives. */
export const getProduct = (id: string, signal?: AbortSignal) =>
  apiRequest(routes.getProduct, { params: { id }, signal });

export const useProduct = (id: string) =>
  useQuery({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });
