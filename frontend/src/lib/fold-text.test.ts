import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('drops accents and case so pt-BR words match typed without them', () => {
    expect(foldText('Sérum Ácido Hialurônico')).toBe('serum acido hialuronico');
    expect(foldText('FRAGRÂNCIA')).toBe('fragrancia');
  });

  it('trims the outer spaces but keeps the inner ones', () => {
    expect(foldText('  vitamina  c ')).toBe('vitamina  c');
  });
});
