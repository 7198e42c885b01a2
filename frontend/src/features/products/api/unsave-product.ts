import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** Removes a product from the favourites; removing twice is harmless (idempotent). */
export const unsaveProduct = (id: string) => apiRequest(routes.unsaveProduct, { params: { id } });
