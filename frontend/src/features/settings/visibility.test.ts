import { describe, expect, it } from 'vitest';
import { nextVisibility } from './visibility';

describe('nextVisibility', () => {
  it('cycles public → friends → private → public', () => {
    expect(nextVisibility('public')).toBe('friends');
    expect(nextVisibility('friends')).toBe('private');
    expect(nextVisibility('private')).toBe('public');
  });
});
