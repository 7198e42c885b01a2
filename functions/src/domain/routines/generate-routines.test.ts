import { describe, expect, it } from 'vitest';
import type { RoutineProduct } from './candidates';
import { type GenerateInput, generateRoutines } from './generate-routines';
import {
  actives,
  drySkin,
  expectSafeRoutines,
  item,
  mistaPigmentation,
  NOW,
  oilyAcne,
  productsOf,
  sensitiveRedness,
  smallCatalog,
} from './test-fixtures';

const generate = (overrides: Partial<GenerateInput<RoutineProduct>> = {}) =>
  generateRoutines({ analysis: oilyAcne, catalog: smallCatalog, avoid: [], now: NOW, ...overrides });

/** Lines and some redness: the retinoid answers the lines, a soothing product the redness. */
const linesAndRedness = {
  skinType: 'Mista' as const,
  scores: { dry: 30, oily: 35, sensitive: 40 },
  concerns: [
    { key: 'fine_lines', severity: 80 },
    { key: 'redness', severity: 50 },
  ],
};

const stepIds = (steps: { product: { id: string | null } }[]) => steps.map((s) => s.product.id);

describe('generateRoutines on a hand-made catalog', () => {
  it('builds cleanse, treat, moisturise, sunscreen in the morning and cleanse, treat, moisturise at night', () => {
    const { morning, evening } = generate();
    expect(morning.timeOfDay).toBe('morning');
    expect(morning.steps.map((s) => [s.number, s.title])).toEqual([
      [1, 'Limpeza'],
      [2, 'Tratamento'],
      [3, 'Hidratação'],
      [4, 'Protetor Solar'],
    ]);
    expect(evening.timeOfDay).toBe('evening');
    expect(evening.steps.map((s) => [s.number, s.title])).toEqual([
      [1, 'Limpeza'],
      [2, 'Tratamento'],
      [3, 'Hidratação'],
    ]);
    expect(morning.name).toBe('Rotina da Manhã – Pele Oleosa');
    expect(evening.name).toBe('Rotina da Noite – Pele Oleosa');
  });

  it('gives each step the product card fields, a duration and a pt-BR instruction', () => {
    const { morning } = generate();
    const sunscreen = morning.steps[3];
    expect(sunscreen?.product).toEqual({
      id: 'sunscreen-mineral',
      name: 'Produto sunscreen-mineral',
      brand: 'Marca Teste',
      image: '/media/catalog/sunscreen-mineral.svg',
    });
    for (const step of morning.steps) {
      expect(step.time).toMatch(/^\d+ (s|min)$/);
      expect(step.instruction.length).toBeGreaterThan(20);
    }
    expect(sunscreen?.instruction).toMatch(/reaplique a cada 2 horas/);
  });

  it('uses the stored image key when the product has one', () => {
    const catalog = smallCatalog.map((p) =>
      p.id === 'sunscreen-mineral' ? { ...p, imageKey: 'products/abc.webp' } : p,
    );
    expect(generate({ catalog }).morning.steps[3]?.product.image).toBe('/media/products/abc.webp');
  });

  it('treats oil, pores and acne with niacinamide by day and salicylic acid at night', () => {
    const routines = generate();
    expect(stepIds(routines.morning.steps)).toEqual([
      'cleanser-plain',
      'serum-niacinamide',
      'moisturizer-plain',
      'sunscreen-mineral',
    ]);
    expect(routines.evening.steps[1]?.product.id).toBe('serum-bha');
    // A salicylic cleanser would make two exfoliants in one day with the night's BHA serum.
    expect(stepIds([...routines.morning.steps, ...routines.evening.steps])).not.toContain('cleanser-bha');
    expectSafeRoutines(routines, smallCatalog);
  });

  it('puts vitamin C in the morning and the retinoid at night for spots and lines', () => {
    const routines = generate({ analysis: mistaPigmentation });
    expect(routines.morning.steps[1]?.product.id).toBe('serum-vitamin-c');
    expect(routines.evening.steps[1]?.product.id).toBe('serum-retinol');
    expect(routines.morning.name).toBe('Rotina da Manhã – Pele Mista');
    // The retinoid's cautions are in its instruction, and the sunscreen reminds why it matters.
    expect(routines.evening.steps[1]?.instruction).toMatch(/2 a 3 noites por semana/);
    expect(routines.morning.steps[3]?.instruction).toMatch(/retinoide à noite/);
    expectSafeRoutines(routines, smallCatalog);
  });

  it('never puts a retinoid or a night-only product in the morning, even when it fits best', () => {
    const onlyRetinol = smallCatalog.filter((p) => p.category !== 'serums' || p.id === 'serum-retinol');
    const routines = generate({ analysis: mistaPigmentation, catalog: onlyRetinol });
    expect(actives(productsOf(routines.morning, onlyRetinol)).has('retinoid')).toBe(false);
    expect(routines.morning.steps.map((s) => s.title)).toEqual(['Limpeza', 'Hidratação', 'Protetor Solar']);
    expect(routines.evening.steps[1]?.product.id).toBe('serum-retinol');
    expect(stepIds(routines.morning.steps)).not.toContain('cleanser-aha');
  });

  it('keeps conflicting actives out of the same routine', () => {
    // The AHA cleanser is the best match for spots at night, but it conflicts with the retinoid.
    const routines = generate({ analysis: mistaPigmentation });
    expect(stepIds(routines.evening.steps)).not.toContain('cleanser-aha');
    expect(stepIds(routines.evening.steps)).not.toContain('cleanser-bha');
    expectSafeRoutines(routines, smallCatalog);
  });

  it('leaves out every product with an avoided ingredient', () => {
    const avoid = ['niacinamida', 'ácido salicílico'];
    const routines = generate({ avoid });
    const used = stepIds([...routines.morning.steps, ...routines.evening.steps]);
    for (const id of ['serum-niacinamide', 'serum-bha', 'cleanser-bha']) expect(used).not.toContain(id);
    expectSafeRoutines(routines, smallCatalog, ['Niacinamide', 'Salicylic Acid']);
  });

  it('keeps the sunscreen step with a generic product when every sunscreen has an avoided ingredient', () => {
    const routines = generate({ avoid: ['óxido de zinco'] });
    const sunscreen = routines.morning.steps.at(-1);
    expect(sunscreen?.title).toBe('Protetor Solar');
    expect(sunscreen?.product).toEqual({
      id: null,
      name: 'Protetor solar FPS 30 ou mais da sua preferência',
      brand: null,
      image: null,
    });
  });

  it('drops a treatment step when no serum is safe, and renumbers the rest', () => {
    const noSerums = smallCatalog.filter((p) => p.category !== 'serums');
    const { morning, evening } = generate({ catalog: noSerums });
    expect(morning.steps.map((s) => `${s.number}. ${s.title}`)).toEqual([
      '1. Limpeza',
      '2. Hidratação',
      '3. Protetor Solar',
    ]);
    expect(evening.steps.map((s) => s.title)).toEqual(['Limpeza', 'Hidratação']);
  });

  it('skips eye-area products and tinted sunscreens', () => {
    const routines = generate({ analysis: drySkin });
    const used = stepIds([...routines.morning.steps, ...routines.evening.steps]);
    expect(used).not.toContain('eye-cream');
    expect(used).not.toContain('sunscreen-tinted');
  });

  it('picks soothing, fragrance-free products for a sensitive skin with redness', () => {
    const catalog = [
      ...smallCatalog,
      item(
        'serum-cica-perfumado',
        'serums',
        ['Aqua', 'Centella Asiatica Extract', 'Madecassoside', 'Parfum'],
        {
          concerns: ['redness'],
        },
      ),
      item(
        'moisturizer-perfumado',
        'moisturizers',
        ['Aqua', 'Glycerin', 'Ceramide NP', 'Panthenol', 'Linalool'],
        {
          concerns: ['redness', 'dryness'],
        },
      ),
    ];
    const routines = generate({ analysis: sensitiveRedness, catalog });
    const used = [...productsOf(routines.morning, catalog), ...productsOf(routines.evening, catalog)];
    expect(used.map((p) => p.id)).not.toContain('serum-cica-perfumado');
    expect(used.map((p) => p.id)).not.toContain('moisturizer-perfumado');
    // Sensitivity above 60%: no retinoid, no pure vitamin C, no exfoliating acid either.
    for (const a of ['retinoid', 'vitamin_c', 'aha', 'bha'] as const)
      expect(actives(used).has(a)).toBe(false);
    expect(routines.morning.steps[1]?.product.id).toBe('serum-cica');
    expect(routines.morning.name).toBe('Rotina da Manhã – Pele Sensível');
  });

  it('adds a second evening treatment only when it answers a need the evening leaves open', () => {
    const routines = generate({ analysis: linesAndRedness });
    const evening = routines.evening.steps.map((s) => [s.title, s.product.id]);
    expect(evening).toEqual([
      ['Limpeza', 'cleanser-plain'],
      ['Tratamento', 'serum-retinol'],
      ['Tratamento Complementar', 'serum-cica'],
      ['Hidratação', 'moisturizer-plain'],
    ]);
    expectSafeRoutines(routines, smallCatalog);
    // The oily profile's evening is already answered: no extra step.
    expect(generate().evening.steps).toHaveLength(3);
  });

  it('adds a leave-on overnight mask as the last step when that is what answers the open need', () => {
    const catalog = [
      ...smallCatalog.filter((p) => p.id !== 'serum-cica'),
      item('mask-sleeping-cica', 'masks', ['Aqua', 'Centella Asiatica Extract', 'Panthenol', 'Allantoin'], {
        concerns: ['redness'],
        tags: ['sem enxágue', 'noturna'],
      }),
      item('mask-clay', 'masks', ['Kaolin', 'Aqua', 'Bisabolol'], { concerns: ['redness', 'oiliness'] }),
    ];
    const { evening } = generate({ analysis: linesAndRedness, catalog });
    expect(evening.steps.at(-1)).toMatchObject({ number: 4, title: 'Máscara Noturna' });
    expect(evening.steps.at(-1)?.product.id).toBe('mask-sleeping-cica');
    expect(stepIds(evening.steps)).not.toContain('mask-clay');
  });

  it('derives the skin type from the scores when the analysis has none', () => {
    const { morning } = generate({ analysis: { ...oilyAcne, skinType: null } });
    expect(morning.name).toBe('Rotina da Manhã – Pele Oleosa');
  });

  it('is deterministic: same inputs, same routines, whatever the catalog order', () => {
    const first = generate({ analysis: mistaPigmentation });
    expect(generate({ analysis: mistaPigmentation })).toEqual(first);
    expect(generate({ analysis: mistaPigmentation, catalog: [...smallCatalog].reverse() })).toEqual(first);
    expect(first.generatedAt).toBe('2024-11-20T12:00:00.000Z');
  });
});
