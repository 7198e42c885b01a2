import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scanKeys } from './scan-keys';

/** One saved scan with every ingredient, its explanation and flags. */
export const getScan = (id: string, signal?: AbortSignal) =>
  apiRequest(routes.getScan, { params: { id }, signal });

export const useScan = (id: string) =>
  useQuery({ queryKey: scanKeys.one(id), queryFn: ({ signal }) => getScan(id, signal) });
