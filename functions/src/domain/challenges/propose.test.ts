import { describe, expect, it } from 'vitest';
import { type ChallengeAnalysis, proposeChallenges } from './propose';

const step = (title: string) => ({
  id: title,
  number: 1,
  title,
  product: { id: null, name: 'Produto', brand: null, image: null },
  time: '1 min',
  instruction: '',
});
const morning = {
  timeOfDay: 'morning' as const,
  steps: [step('Limpeza'), step('Protetor Solar')],
  retiredAt: null,
};
const evening = {
  timeOfDay: 'evening' as const,
  steps: [step('Limpeza'), step('Tratamento')],
  retiredAt: null,
};
const calm: ChallengeAnalysis = {
  scores: { dry: 20, oily: 30, sensitive: 10 },
  metrics: { hydration: 80, texture: 80, pigmentation: 85 },
  concerns: [],
};
const kinds = (result: ReturnType<typeof proposeChallenges>) => result.proposals.map((p) => p.kind);

describe('proposeChallenges', () => {
  it('without an analysis, offers the check-in only and says what is missing', () => {
    const result = proposeChallenges({ analysis: undefined, routines: [morning], running: new Set() });
    expect(kinds(result)).toEqual(['check_in_week']);
    expect(result.needs).toBe('analysis');
  });

  it('with an analysis and no routine, asks for the routine', () => {
    const result = proposeChallenges({ analysis: calm, routines: [], running: new Set() });
    expect(kinds(result)).toEqual(['check_in_week']);
    expect(result.needs).toBe('routine');
  });

  it('ties the sunscreen streak to the measured pigmentation, in pt-BR, first when it is the worst', () => {
    const analysis: ChallengeAnalysis = {
      ...calm,
      concerns: [{ key: 'hyperpigmentation', name: 'Hiperpigmentação', severity: 62, confidence: 0.9 }],
    };
    const result = proposeChallenges({ analysis, routines: [morning, evening], running: new Set() });
    expect(kinds(result)).toEqual(['sunscreen_streak', 'check_in_week']);
    expect(result.proposals[0]?.why).toContain('Hiperpigmentação em 62%');
    expect(result.proposals[0]).toMatchObject({ target: 7, windowDays: 7, badge: 'Pele Protegida' });
    expect(result.needs).toBeNull();
  });

  it('proposes the evenings for texture and the mornings for hydration, most relevant first', () => {
    const analysis: ChallengeAnalysis = {
      scores: { dry: 30, oily: 30, sensitive: 10 },
      metrics: { hydration: 50, texture: 30, pigmentation: 85 },
      concerns: [{ key: 'enlarged_pores', name: 'Poros Dilatados', severity: 20, confidence: 0.9 }],
    };
    const result = proposeChallenges({ analysis, routines: [morning, evening], running: new Set() });
    expect(kinds(result)).toEqual([
      'evening_routine',
      'morning_routine',
      'sunscreen_streak',
      'check_in_week',
    ]);
    expect(result.proposals[0]?.why).toContain('textura da sua pele ficou em 30 de 100');
    expect(result.proposals[1]?.why).toContain('hidratação estimada ficou em 50 de 100');
  });

  it('ignores concerns measured with low confidence', () => {
    const analysis: ChallengeAnalysis = {
      ...calm,
      concerns: [{ key: 'rough_texture', name: 'Textura Irregular', severity: 90, confidence: 0.2 }],
    };
    const result = proposeChallenges({ analysis, routines: [morning, evening], running: new Set() });
    expect(kinds(result)).not.toContain('evening_routine');
  });

  it('needs the step in the current routine and leaves out the kinds running', () => {
    const noSunscreen = { ...morning, steps: [step('Limpeza')] };
    const retired = { ...morning, retiredAt: '2026-01-01T00:00:00.000Z' };
    expect(kinds(proposeChallenges({ analysis: calm, routines: [noSunscreen], running: new Set() }))).toEqual(
      ['check_in_week'],
    );
    expect(kinds(proposeChallenges({ analysis: calm, routines: [retired], running: new Set() }))).toEqual([
      'check_in_week',
    ]);
    const running = new Set(['check_in_week'] as const);
    expect(kinds(proposeChallenges({ analysis: calm, routines: [morning], running }))).toEqual([
      'sunscreen_streak',
    ]);
  });
});
