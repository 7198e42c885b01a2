import { FREE_TRIAL_DAYS } from '@pele/shared/constants';
import { describe, expect, it } from 'vitest';
import { newProfile } from './user-profile';

describe('newProfile', () => {
  it('starts an active account inside a free trial of the named length', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    const profile = newProfile({ userId: 'u1', name: 'Ana', email: 'ana@example.com' }, now);
    expect(profile.isActive).toBe(true);
    expect(profile.skinAnalyzed).toBe(false);
    expect(profile.profileImageKey).toBeNull();
    expect(new Date(profile.trialEndsAt).getTime() - now.getTime()).toBe(FREE_TRIAL_DAYS * 86_400_000);
  });
});
