import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** The ingredient avoid list (allergies) and how the server reads each term. */
export const getAllergies = (signal?: AbortSignal) => apiRequest(routes.getAllergies, { signal });

export const useAllergies = () =>
  useQuery({ queryKey: productKeys.allergies(), queryFn: ({ signal }) => getAllergies(signal) });
