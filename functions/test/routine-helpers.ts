import { expect } from 'vitest';
import { api, type TestUser } from './http';

/** A routine as its creation answers it: the ids later calls name. */
export interface CreatedRoutine {
  id: string;
  steps: Array<{ id: string }>;
}

/** Creates a routine over HTTP as the SPA does; the test fails unless it is created (201). */
export const createRoutine = async <T = CreatedRoutine>(
  user: Pick<TestUser, 'token'>,
  name: string,
  steps: unknown[],
  timeOfDay = 'morning',
) => {
  const res = await api<T>('POST', '/api/routines', { token: user.token, body: { name, timeOfDay, steps } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
};
