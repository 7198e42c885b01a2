import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { productImageSvg, shortProductName, wrapName } from './product-image';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** The text of the name block, tspans joined by spaces, as a viewer would read it. */
function nameText(svg: string): string {
  const doc = parser.parse(svg);
  const texts = [doc.svg.text].flat();
  const name = texts.find((t: { class?: string }) => t.class === 'product-name');
  return [name.tspan]
    .flat()
    .map((t: { '#text': string | number }) => String(t['#text']))
    .join(' ');
}

describe('productImageSvg', () => {
  const sample = CATALOG[0];
  if (!sample) throw new Error('empty catalog');

  it('is well-formed SVG XML containing the short name', () => {
    const svg = productImageSvg(sample);
    expect(XMLValidator.validate(svg)).toBe(true);
    const doc = parser.parse(svg);
    expect(doc.svg.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(doc.svg.title).toBe(sample.name);
    expect(nameText(svg)).toBe(shortProductName(sample.name));
  });

  it('is valid for every catalog product', () => {
    for (const p of CATALOG) expect(XMLValidator.validate(productImageSvg(p)), p.id).toBe(true);
  });

  it('escapes names with XML special characters', () => {
    const svg = productImageSvg({
      id: 'x',
      name: 'Creme <Rico> & "Macio"',
      brand: 'Lume Lab',
      category: 'moisturizers',
    });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(nameText(svg)).toBe('Creme <Rico> & "Macio"');
  });

  it('is deterministic and differs between products', () => {
    const [a, b] = CATALOG;
    if (!a || !b) throw new Error('catalog too small');
    expect(productImageSvg(a)).toBe(productImageSvg(a));
    expect(productImageSvg(a)).not.toBe(productImageSvg(b));
  });

  it('draws a package shaped for the category', () => {
    const shapeOf = (category: string) =>
      parser.parse(productImageSvg({ id: 'x', name: 'Produto', brand: 'Lume Lab', category })).svg[
        'data-shape'
      ];
    expect(shapeOf('moisturizers')).toBe('jar');
    expect(shapeOf('serums')).toBe('dropper');
    expect(shapeOf('sunscreens')).toBe('tube');
    expect(shapeOf('other')).toBe('bottle');
  });
});

describe('product name for the label', () => {
  it('drops the ingredient tail after "com"', () => {
    expect(shortProductName('Gel de Limpeza Purificante com Ácido Salicílico')).toBe(
      'Gel de Limpeza Purificante',
    );
  });

  it('wraps into at most 3 lines and marks an overflow', () => {
    expect(wrapName('Gel de Limpeza Purificante')).toEqual(['Gel de Limpeza', 'Purificante']);
    const long = wrapName('Um nome muito comprido que não cabe de jeito nenhum no rótulo');
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
  });
});
