import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients/data';
import { buildInciDictionary, foldName, parseCosIngLines } from './inci-dictionary';
import { readLabelText } from './label-text';
import { matchName } from './match-name';
import { recognise } from './recognise';

const cosing = parseCosIngLines(
  gunzipSync(readFileSync(join(import.meta.dirname, '../../../data/inci/cosing-inci.tsv.gz'))).toString(
    'utf8',
  ),
);
const dict = buildInciDictionary(cosing, INGREDIENTS);
const read = (text: string) =>
  recognise(dict, readLabelText(text).segments).map((r) => r.entry?.inci ?? `?${r.raw}`);

describe('reading a label', () => {
  it('starts at the header, ends at the next section and drops percentages and footnote marks', () => {
    expect(
      read('Creme Hidratante\nIngredientes: Aqua, Niacinamide 5%, Glycerin*.\nModo de usar: aplique.'),
    ).toEqual(['AQUA', 'NIACINAMIDE', 'GLYCERIN']);
  });

  it('joins a word hyphenated across lines and keeps the hyphen of a number', () => {
    expect(read('Ingredients: Ethylhexyl-\nglycerin, PEG-\n100 Stearate, Aqua')).toEqual([
      'ETHYLHEXYLGLYCERIN',
      'PEG-100 STEARATE',
      'AQUA',
    ]);
  });

  it('reads parentheses and slashes as labels print them and marks the +/- part', () => {
    const read = readLabelText(
      'INGREDIENTS: Aqua/Water/Eau, Butyrospermum Parkii (Shea) Butter [+/- CI 77891]',
    );
    expect(read.segments.map((s) => s.mayContain)).toEqual([false, false, true]);
    expect(recognise(dict, read.segments).map((r) => r.entry?.inci)).toEqual([
      'AQUA',
      'BUTYROSPERMUM PARKII BUTTER',
      'CI 77891',
    ]);
  });

  it("takes back a name's last word that OCR set apart, when the longer name is the one printed", () => {
    expect(read('Ingredients: Aqua, Cucumis Sativus Fruit, Extract, Glycerin')).toEqual([
      'AQUA',
      'CUCUMIS SATIVUS FRUIT EXTRACT',
      'GLYCERIN',
    ]);
  });

  it('treats each line as an entry in a list without commas', () => {
    expect(read('Composição:\nAqua\nGlycerin\nPanthenol')).toEqual(['AQUA', 'GLYCERIN', 'PANTHENOL']);
  });

  it('undoes OCR confusions (0/O, 1/l/I, rn/m) and a lost comma, and reports an unknown word as unrecognised', () => {
    expect(
      read('Ingredients: Glycer1n, Dirnethicone, Tocopher0l, Phenoxyethanol Ethylhexylglycerin, Zorblax'),
    ).toEqual(['GLYCERIN', 'DIMETHICONE', 'TOCOPHEROL', 'PHENOXYETHANOL', 'ETHYLHEXYLGLYCERIN', '?Zorblax']);
  });
});

describe('matching INCI names', () => {
  it('never turns one real INCI name into another', () => {
    // CosIng spells a few names two ways ('AGNUS-CASTUS' / 'AGNUS CASTUS'): one folded name, one ingredient.
    const names = cosing.map((e) => e.inci);
    fc.assert(
      fc.property(fc.constantFrom(...names), (name) => {
        expect(matchName(dict, name)).toMatchObject({ how: 'exact', entry: { key: foldName(name) } });
      }),
      { numRuns: 2000 },
    );
  });

  it('never corrects one digit into another (PEG-40 is not PEG-60)', () => {
    expect(matchName(dict, 'PEG-4O Hydrogenated Castor Oil')?.entry.inci).toBe(
      'PEG-40 HYDROGENATED CASTOR OIL',
    );
    expect(matchName(dict, 'PEG-47 Hydrogenated Castor Oil')).toBeUndefined();
  });

  it('leaves a short unknown word unmatched rather than guessing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[qxz]{2,5}$/), (word) => {
        expect(matchName(dict, word)).toBeUndefined();
      }),
    );
  });
});
