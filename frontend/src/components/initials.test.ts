import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Maria Clara Souza')).toBe('MS');
    expect(initialsOf('joão silva')).toBe('JS');
  });

  it('uses one letter for a one-word name', () => {
    expect(initialsOf('Ana')).toBe('A');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(initialsOf('  Élida   de   Araújo ')).toBe('ÉA');
  });

  it("falls back to the initial of 'Usuário' without a name", () => {
    expect(initialsOf('')).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});
