import { ROUTINE_STEP_LIMITS } from '@pele/shared/schemas/routines';
import { describe, expect, it } from 'vitest';
import { STEP_LIMITS } from './step-edits';

describe('step limits', () => {
  it('are the same numbers in the route schema (shared) and in the domain', () => {
    for (const [name, value] of Object.entries(ROUTINE_STEP_LIMITS))
      expect(STEP_LIMITS[name as keyof typeof STEP_LIMITS], name).toBe(value);
  });
});
