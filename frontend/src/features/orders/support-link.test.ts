import { describe, expect, it } from 'vitest';
import { supportLink } from './support-link';

describe('supportLink', () => {
  it('prefills a help message that names the order', () => {
    const url = new URL(supportLink('PED-1987', '+55 (11) 4000-1234') ?? '');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/551140001234');
    expect(url.searchParams.get('text')).toBe('Olá! Preciso de ajuda com o meu pedido PED-1987.');
  });

  it('offers no chat while no support number is set (never a chat without a number)', () => {
    expect(supportLink('PED-1', '')).toBeUndefined();
  });
});
