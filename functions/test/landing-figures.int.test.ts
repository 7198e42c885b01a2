import type { AppSettings } from '@pele/shared/schemas/admin';
import type { LandingFigures } from '@pele/shared/schemas/system';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../src/seed/catalog/catalog';
import { adminLogin, api } from './http';

// The answer is kept a minute per container (handlers/system/landing-figures.ts), and other files of this
// worker may have asked before: the counts are checked for what no minute of other tests can change.
describe('the landing figures', () => {
  it('answers anyone with the catalogue size, the counts and the trial length staff set', async () => {
    const res = await api<LandingFigures>('GET', '/api/landing/figures');
    expect(res.status).toBe(200);
    const figures = res.body.data as LandingFigures;
    expect(figures.products).toBeGreaterThan(CATALOG.length / 2);
    expect(Number.isInteger(figures.analyses) && figures.analyses >= 0).toBe(true);
    expect(figures.people).toBeGreaterThanOrEqual(1);

    const admin = await adminLogin();
    const settings = await api<AppSettings>('GET', '/api/admin/settings', { token: admin.token });
    expect(figures.freeTrialDays).toBe(settings.body.data?.freeTrialDays);
  });
});
