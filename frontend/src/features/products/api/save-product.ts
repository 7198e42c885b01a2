import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

/** Adds a product to the favourites; saving twice is harmless (idempotent). */
export const saveProduct = (id: string) => apiRequest(routes.saveProduct, { params: { id } });
