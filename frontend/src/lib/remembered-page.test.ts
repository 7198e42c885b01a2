import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedPage, rememberedPage, rememberNextPage } from './remembered-page';

describe('rememberNextPage', () => {
  beforeEach(() => forgetRememberedPage());

  it('keeps a page of the signed-in area named by the link', () => {
    rememberNextPage('?next=%2Fapp%2Fchallenges');
    expect(rememberedPage()).toBe('/app/challenges');
  });

  it('ignores anything else: another site, another area, an odd path', () => {
    for (const search of [
      '?next=https%3A%2F%2Fevil.example',
      '?next=%2F%2Fevil.example',
      '?next=%2Fadmin',
      '?next=%2Fapp%2F..%2Fx',
      '',
    ]) {
      rememberNextPage(search);
      expect(rememberedPage()).toBeNull();
    }
  });
});
