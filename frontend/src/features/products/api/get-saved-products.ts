import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** The user's favourites (saved products). */
export const getSavedProducts = (signal?: AbortSignal) => apiRequest(routes.savedProducts, { signal });

export const useSavedProducts = () =>
  useQuery({ queryKey: productKeys.saved(), queryFn: ({ signal }) => getSavedProducts(signal) });
