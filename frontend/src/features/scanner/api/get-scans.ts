import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scanKeys } from './scan-keys';

/** The person's saved scans, newest first. */
export const getScans = (signal?: AbortSignal) => apiRequest(routes.listScans, { signal });

export const useScans = () =>
  useQuery({ queryKey: scanKeys.list(), queryFn: ({ signal }) => getScans(signal) });
