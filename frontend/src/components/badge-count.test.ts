import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-count';

describe('badgeText', () => {
  it('shows counts from 1 to 9 as they are', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(2)).toBe('2');
    expect(badgeText(9)).toBe('9');
  });

  it("caps counts above 9 at '9+'", () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });

  it('shows nothing for zero or nonsense', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
});
