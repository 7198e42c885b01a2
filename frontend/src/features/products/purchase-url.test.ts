import { describe, expect, it } from 'vitest';
import { purchaseUrl } from './purchase-url';

describe('purchaseUrl', () => {
  it('searches the default marketplace by name with the default affiliate tag', () => {
    expect(purchaseUrl('Gel de Limpeza & Cia', {})).toBe(
      'https://www.amazon.com.br/s?k=Gel%20de%20Limpeza%20%26%20Cia&tag=peleai-20',
    );
  });

  it('uses the configured search address and tag', () => {
    expect(purchaseUrl('Sérum', { searchUrl: 'https://loja.example/busca?q=', affiliateTag: 'abc' })).toBe(
      'https://loja.example/busca?q=S%C3%A9rum&tag=abc',
    );
  });
});
