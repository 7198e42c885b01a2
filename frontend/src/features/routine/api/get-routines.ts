import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routineKeys } from './routine-keys';

/** The routines of a day (morning and evening) with each step's completion on that day. */
export const getRoutines = (date: string, signal?: AbortSignal) =>
  apiRequest(routes.listRoutines, { query: { date }, signal });

export const useRoutines = (date: string) =>
  useQuery({ queryKey: routineKeys.day(date), queryFn: ({ signal }) => getRoutines(date, signal) });
