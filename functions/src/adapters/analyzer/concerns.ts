import type { Concern, ConcernKey } from '@pele/shared/schemas/skin-analysis';
import type { Severities } from './scoring';

const level = (severity: number) => (severity >= 60 ? 'acentuada' : severity >= 30 ? 'moderada' : 'leve');

const CONCERNS: readonly {
  key: ConcernKey;
  name: string;
  from: keyof Severities;
  describe: (lvl: string) => string;
}[] = [
  {
    key: 'acne',
    name: 'Tendência a Acne',
    from: 'acne',
    describe: (lvl) =>
      `Presença ${lvl} de pequenas manchas avermelhadas e arredondadas, como as de espinhas inflamadas.`,
  },
  {
    key: 'hyperpigmentation',
    name: 'Hiperpigmentação',
    from: 'hyperpigmentation',
    describe: (lvl) => `Irregularidade ${lvl} no tom da pele, com manchas mais escuras que a pele ao redor.`,
  },
  {
    key: 'fine_lines',
    name: 'Linhas Finas',
    from: 'fineLines',
    describe: (lvl) => `Linhas finas em intensidade ${lvl} na testa e nos cantos externos dos olhos.`,
  },
  {
    key: 'redness',
    name: 'Vermelhidão',
    from: 'redness',
    describe: (lvl) => `Vermelhidão ${lvl} nas bochechas e no nariz, comum em peles sensíveis ou irritadas.`,
  },
  {
    key: 'enlarged_pores',
    name: 'Poros Dilatados',
    from: 'pores',
    describe: (lvl) => `Poros visíveis no nariz e nas bochechas, em intensidade ${lvl}.`,
  },
  {
    key: 'dark_circles',
    name: 'Olheiras',
    from: 'darkCircles',
    describe: (lvl) => `Área abaixo dos olhos ${lvl}mente mais escura que as bochechas.`,
  },
  {
    key: 'oiliness',
    name: 'Oleosidade',
    from: 'oiliness',
    describe: (lvl) => `Brilho ${lvl} na zona T (testa e nariz), sinal de produção de sebo.`,
  },
];

/** Every concern, measured, most severe first (ties keep the fixed order, so the list is deterministic). */
export const concernsFrom = (s: Severities): Concern[] =>
  CONCERNS.map((c) => ({
    key: c.key,
    name: c.name,
    severity: s[c.from],
    description: c.describe(level(s[c.from])),
  })).sort((p, q) => q.severity - p.severity);
