import { routes } from '@pele/shared/routes';
import type { CheckInPeriod } from '@pele/shared/schemas/check-ins';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from './check-in-keys';

/** The check-ins of the last 30 or 90 days, the routine-completed days and, with enough days, their comparison. */
export const getCheckIns = (days: CheckInPeriod, signal?: AbortSignal) =>
  apiRequest(routes.listCheckIns, { query: { days: String(days) }, signal });

export const useCheckIns = (days: CheckInPeriod) =>
  useQuery({ queryKey: checkInKeys.period(days), queryFn: ({ signal }) => getCheckIns(days, signal) });
