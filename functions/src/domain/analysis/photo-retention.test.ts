import { describe, expect, it } from 'vitest';
import { deadlineOf, photoDeleteAfter, photoStatusOf } from './photo-retention';

const KEPT = '2026-01-01T10:00:00.000Z';
const DEADLINE = '2026-04-01T10:00:00.000Z';
const photo = { createdAt: KEPT, imageKey: 'photos/analysis/x.jpg', photoDeleteAfter: DEADLINE };

describe('face photo retention', () => {
  it('deletes a photo 90 days after it was kept', () => {
    expect(photoDeleteAfter(new Date(KEPT))).toBe(DEADLINE);
  });

  it('shows the photo until its deadline and calls it expired from then on, even before the job runs', () => {
    expect(photoStatusOf(photo, new Date('2026-04-01T09:59:59.999Z'))).toBe('available');
    expect(photoStatusOf(photo, new Date(DEADLINE))).toBe('expired');
  });

  it('counts analyses kept before the rule from their creation', () => {
    const legacy = { createdAt: KEPT, imageKey: 'users/u/analysis.jpg' };
    expect(deadlineOf(legacy)).toBe(DEADLINE);
    expect(photoStatusOf(legacy, new Date('2026-05-01T00:00:00.000Z'))).toBe('expired');
  });

  it('says why a photo is gone: deleted by the rule, or on revoking the consent', () => {
    const now = new Date('2026-02-01T00:00:00.000Z');
    expect(photoStatusOf({ createdAt: KEPT, imageKey: null, photoRemoved: 'retention' }, now)).toBe(
      'expired',
    );
    expect(photoStatusOf({ createdAt: KEPT, imageKey: null, photoRemoved: 'consent_revoked' }, now)).toBe(
      'revoked',
    );
  });

  it('has nothing to show for an analysis that never kept a photo', () => {
    expect(photoStatusOf({ createdAt: KEPT, imageKey: null }, new Date(KEPT))).toBe('none');
    expect(deadlineOf({ createdAt: KEPT, imageKey: null })).toBeNull();
  });
});
