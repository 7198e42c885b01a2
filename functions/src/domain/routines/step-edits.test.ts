import { describe, expect, it } from 'vitest';
import { type EditedStepInput, normalizeDuration, STEP_LIMITS, validateEditedSteps } from './step-edits';

const step = (overrides: Partial<EditedStepInput> = {}): EditedStepInput => ({
  title: 'Limpeza',
  product: 'Sabonete suave',
  time: '1 min',
  instruction: 'Massageie e enxágue.',
  ...overrides,
});

describe('validateEditedSteps', () => {
  it('sorts by the numbers given and renumbers 1..n, keeping the order sent on ties', () => {
    const result = validateEditedSteps([
      step({ id: 'a', number: 5, title: 'Hidratação' }),
      step({ id: 'b', number: 2, title: 'Limpeza' }),
      step({ id: 'c', number: 5, title: 'Protetor Solar' }),
      step({ title: 'Tratamento' }),
    ]);
    expect(result.ok && result.steps.map((s) => [s.number, s.id, s.title])).toEqual([
      [1, 'b', 'Limpeza'],
      [2, 'a', 'Hidratação'],
      [3, 'c', 'Protetor Solar'],
      [4, undefined, 'Tratamento'],
    ]);
  });

  it('tidies texts and turns a typed product name into a product without catalog data', () => {
    const result = validateEditedSteps([
      step({
        title: '  Meu   passo ',
        product: '  Creme   da vovó ',
        time: '2min',
        instruction: ' Aplique.\nEspere. ',
      }),
    ]);
    expect(result).toEqual({
      ok: true,
      steps: [
        {
          number: 1,
          title: 'Meu passo',
          product: { id: null, name: 'Creme da vovó', brand: null, image: null },
          time: '2 min',
          instruction: 'Aplique.\nEspere.',
        },
      ],
    });
  });

  it('keeps a catalog product as the step showed it', () => {
    const product = {
      id: 'serum-niacinamida-10-zinco',
      name: 'Sérum Niacinamida 10% e Zinco',
      brand: 'peleAi',
      image: '/media/catalog/serum-niacinamida-10-zinco.svg',
    };
    const result = validateEditedSteps([step({ product })]);
    expect(result.ok && result.steps[0]?.product).toEqual(product);
  });

  it('reports every problem with the step index and a pt-BR message', () => {
    const result = validateEditedSteps([
      step({ title: '   ' }),
      step({ product: { name: '' }, time: 'amanhã', number: 0 }),
      step({
        instruction: 'x'.repeat(STEP_LIMITS.instructionMax + 1),
        title: 'y'.repeat(STEP_LIMITS.titleMax + 1),
      }),
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { index: 0, field: 'title', message: 'Informe o título do passo.' },
      { index: 1, field: 'number', message: 'O número do passo deve ser um inteiro de 1 a 99.' },
      { index: 1, field: 'product', message: 'Informe o produto do passo.' },
      { index: 1, field: 'time', message: 'Informe a duração do passo, como "1 min" ou "30 s".' },
      { index: 2, field: 'title', message: 'O título do passo deve ter no máximo 60 caracteres.' },
      { index: 2, field: 'instruction', message: 'As instruções devem ter no máximo 500 caracteres.' },
    ]);
  });

  it('refuses images from outside the app, repeated step ids and too many steps', () => {
    const outside = validateEditedSteps([
      step({ product: { name: 'X', image: 'https://evil.example/p.gif' } }),
    ]);
    expect(!outside.ok && outside.errors[0]?.message).toBe('Imagem do produto inválida.');
    const climbing = validateEditedSteps([step({ product: { name: 'X', image: '/media/../secrets' } })]);
    expect(climbing.ok).toBe(false);
    const twice = validateEditedSteps([step({ id: 'a' }), step({ id: 'a' })]);
    expect(!twice.ok && twice.errors).toEqual([
      { index: 1, field: 'id', message: 'Este passo aparece mais de uma vez.' },
    ]);
    const many = validateEditedSteps(Array.from({ length: STEP_LIMITS.maxSteps + 1 }, () => step()));
    expect(!many.ok && many.errors[0]).toEqual({
      index: -1,
      field: 'steps',
      message: 'A rotina pode ter no máximo 12 passos.',
    });
  });

  it('accepts an empty routine (the screen shows "Rotina sem passos")', () => {
    expect(validateEditedSteps([])).toEqual({ ok: true, steps: [] });
  });
});

describe('normalizeDuration', () => {
  it('reads seconds and minutes in common spellings', () => {
    expect(normalizeDuration('30 s')).toBe('30 s');
    expect(normalizeDuration('45seg')).toBe('45 s');
    expect(normalizeDuration('1 minuto')).toBe('1 min');
    expect(normalizeDuration('10 MIN')).toBe('10 min');
  });

  it('refuses clock times, zero and out-of-bounds durations', () => {
    expect(normalizeDuration('07:30')).toBeUndefined();
    expect(normalizeDuration('0 min')).toBeUndefined();
    expect(normalizeDuration('121 min')).toBeUndefined();
    expect(normalizeDuration('')).toBeUndefined();
  });
});
