import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { catalogSeed } from './catalog-seed';

describe('catalogSeed', () => {
  it('gives the same hash for the same catalog, so an unchanged catalog is not re-seeded', () => {
    expect(catalogSeed().hash).toBe(catalogSeed([...CATALOG]).hash);
    expect(catalogSeed().hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives another hash when a product changes', () => {
    const [first, ...rest] = CATALOG;
    if (!first) throw new Error('empty catalog');
    const repriced = [{ ...first, price: first.price + 1 }, ...rest];
    expect(catalogSeed(repriced).hash).not.toBe(catalogSeed().hash);
  });

  it('gives another hash when an illustration changes (its name is drawn on it)', () => {
    const [first, ...rest] = CATALOG;
    if (!first) throw new Error('empty catalog');
    const renamed = [{ ...first, name: `${first.name} Plus` }, ...rest];
    const images = catalogSeed(renamed).images;
    expect(images[0]?.svg).not.toBe(catalogSeed().images[0]?.svg);
    expect(catalogSeed(renamed).hash).not.toBe(catalogSeed().hash);
  });

  it('has one SVG per product under its image key', () => {
    const { images } = catalogSeed();
    expect(images.map((image) => image.key)).toEqual(CATALOG.map((p) => p.imageKey));
    for (const image of images) expect(image.svg).toMatch(/^<svg[\s>]/);
  });
});
