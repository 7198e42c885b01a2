import { describe, expect, it } from 'vitest';
import { compatibilityBadgeLabel } from './compatibility-badge';

describe('compatibilityBadgeLabel (spec 9)', () => {
  it('is 95% plus 2 per index', () => {
    expect(compatibilityBadgeLabel(0)).toBe('95%');
    expect(compatibilityBadgeLabel(1)).toBe('97%');
  });
});
