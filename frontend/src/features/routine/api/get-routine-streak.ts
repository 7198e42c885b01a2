import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { routineKeys } from './routine-keys';

/** Current and longest streak, with the pt-BR help text that states the rule. */
export const getRoutineStreak = (signal?: AbortSignal) => apiRequest(routes.routineStreak, { signal });

export const useRoutineStreak = () =>
  useQuery({ queryKey: routineKeys.streak(), queryFn: ({ signal }) => getRoutineStreak(signal) });
