import { CONCERN_LOW_CONFIDENCE, type Concern, type ConcernKey } from '@pele/shared/schemas/skin-analysis';
import { AGGREGATE_ZONES, type CountedZone, coverage } from '../measure-zones/face-aggregates';
import type { ZoneKey } from '../measure-zones/face-zones';
import { steadinessFromSwing } from '../measure-zones/steadiness-check';
import { QUALITY, type Severities, type SeverityKey, STABILITY_TOLERANCE } from '../scoring';

const level = (severity: number) => (severity >= 60 ? 'acentuada' : severity >= 30 ? 'moderada' : 'leve');

export const LOW_CONFIDENCE = CONCERN_LOW_CONFIDENCE;

/**
 * A severity under this is within what the same photo mirrored, re-saved or turned a little moves a measure by
 * (the stability tolerance): nothing was seen, and the description says so instead of calling it 'leve'.
 */
export const NOTHING_SEEN_BELOW = STABILITY_TOLERANCE;

/** The description of a concern whose zones were all out of sight (the confidence note says why). */
export const NOT_MEASURED_DESCRIPTION = 'Não foi possível medir nesta foto.';

interface ConcernDefinition {
  key: ConcernKey;
  name: string;
  from: keyof Severities;
  zones: readonly ZoneKey[];
  /**
   * How steady the measure is on its own (0–1): the share of its range it keeps when the same photo is mirrored,
   * re-compressed or turned a little (functions/bench/analyzer-bench.ts prints the spread per concern). Small
   * regions (under the eyes) and pixel-scale detail (pores, fine lines) are noisier than colour over broad zones.
   */
  steadiness: number;
  /** Pixel-scale detail: needs a face of at least QUALITY.lowResolutionFaceWidthPx to be seen fully. */
  fineDetail: boolean;
  /** Read on the skin's colour (CIE a*): where the camera clipped a channel, the colour was not seen. */
  fromColour?: boolean;
  describe: (lvl: string) => string;
  /** What the result says when the measure found nothing beyond its own noise (severity under NOTHING_SEEN_BELOW). */
  absent: string;
}

const CONCERNS: readonly ConcernDefinition[] = [
  {
    key: 'acne',
    name: 'Tendência a Acne',
    from: 'acne',
    zones: AGGREGATE_ZONES.tone,
    steadiness: 0.9,
    fineDetail: true,
    fromColour: true,
    absent: 'Nenhuma mancha avermelhada de espinha apareceu nesta foto.',
    describe: (lvl) =>
      `Presença ${lvl} de pequenas manchas avermelhadas e arredondadas, como as de espinhas inflamadas.`,
  },
  {
    key: 'hyperpigmentation',
    name: 'Hiperpigmentação',
    from: 'hyperpigmentation',
    zones: AGGREGATE_ZONES.broad,
    steadiness: 0.9,
    fineDetail: false,
    absent: 'Nenhuma mancha escura se destacou da pele ao redor nesta foto.',
    describe: (lvl) => `Manchas escuras em intensidade ${lvl}: pontos mais escuros que a pele ao redor.`,
  },
  {
    key: 'uneven_tone',
    name: 'Tom Irregular',
    from: 'unevenTone',
    zones: AGGREGATE_ZONES.broad,
    steadiness: 0.9,
    fineDetail: false,
    absent: 'Tom uniforme: nenhuma alternância marcada de áreas claras e escuras nesta foto.',
    describe: (lvl) =>
      `Irregularidade ${lvl} no tom da pele: áreas mais claras e mais escuras que se alternam na testa, nas bochechas e no queixo.`,
  },
  {
    key: 'fine_lines',
    name: 'Linhas Finas',
    from: 'fineLines',
    zones: AGGREGATE_ZONES.lines,
    steadiness: 0.85,
    fineDetail: true,
    absent: 'Nenhuma linha fina apareceu na testa nem nos cantos externos dos olhos nesta foto.',
    describe: (lvl) => `Linhas finas em intensidade ${lvl} na testa e nos cantos externos dos olhos.`,
  },
  {
    key: 'wrinkles',
    name: 'Rugas',
    from: 'wrinkles',
    zones: AGGREGATE_ZONES.folds,
    steadiness: 0.9,
    fineDetail: false,
    absent: 'Nenhum sulco marcado apareceu na testa, nos pés de galinha nem no bigode chinês nesta foto.',
    describe: (lvl) =>
      `Rugas mais marcadas em intensidade ${lvl}: sulcos na testa, nos pés de galinha e no início do bigode chinês.`,
  },
  {
    key: 'redness',
    name: 'Vermelhidão',
    from: 'redness',
    zones: AGGREGATE_ZONES.poreZones,
    steadiness: 0.95,
    fineDetail: false,
    fromColour: true,
    absent: 'Nenhuma vermelhidão além do tom natural da pele apareceu nas bochechas e no nariz nesta foto.',
    describe: (lvl) => `Vermelhidão ${lvl} nas bochechas e no nariz, comum em peles sensíveis ou irritadas.`,
  },
  {
    key: 'enlarged_pores',
    name: 'Poros Dilatados',
    from: 'pores',
    zones: AGGREGATE_ZONES.poreZones,
    steadiness: 0.85,
    fineDetail: true,
    absent: 'Poros pouco visíveis no nariz e nas bochechas nesta foto.',
    describe: (lvl) => `Poros e cravos visíveis no nariz e nas bochechas, em intensidade ${lvl}.`,
  },
  {
    key: 'dark_circles',
    name: 'Olheiras',
    from: 'darkCircles',
    zones: AGGREGATE_ZONES.underEyes,
    steadiness: 0.8,
    fineDetail: false,
    absent: 'A área abaixo dos olhos tem o mesmo tom das bochechas nesta foto.',
    describe: (lvl) => `Área abaixo dos olhos ${lvl}mente mais escura que as bochechas.`,
  },
  {
    key: 'eye_bags',
    name: 'Bolsas nos Olhos',
    from: 'eyeBags',
    zones: AGGREGATE_ZONES.underEyes,
    steadiness: 0.75,
    fineDetail: false,
    absent: 'Nenhum inchaço apareceu abaixo dos olhos nesta foto.',
    describe: (lvl) =>
      `Inchaço ${lvl} abaixo dos olhos: a pálpebra inferior se projeta e deixa uma sombra logo abaixo.`,
  },
  {
    key: 'oiliness',
    name: 'Oleosidade',
    from: 'oiliness',
    zones: AGGREGATE_ZONES.tZone,
    steadiness: 0.9,
    fineDetail: false,
    absent: 'Nenhum brilho de oleosidade apareceu na zona T (testa e nariz) nesta foto.',
    describe: (lvl) => `Brilho ${lvl} na zona T (testa e nariz), sinal de produção de sebo.`,
  },
  {
    key: 'dullness',
    name: 'Falta de Luminosidade',
    from: 'dullness',
    zones: AGGREGATE_ZONES.broad,
    steadiness: 0.85,
    fineDetail: false,
    absent: 'A pele reflete a luz por igual: nenhuma opacidade apareceu nesta foto.',
    describe: (lvl) =>
      `Opacidade ${lvl}: a pele reflete pouca luz e perde o viço, com menos brilho saudável nas maçãs do rosto e na testa.`,
  },
  {
    key: 'rough_texture',
    name: 'Textura Irregular',
    from: 'roughness',
    zones: AGGREGATE_ZONES.broad,
    steadiness: 0.9,
    fineDetail: true,
    absent: 'Textura lisa: nenhuma aspereza marcada apareceu na testa, nas bochechas e no queixo nesta foto.',
    describe: (lvl) =>
      `Textura ${lvl}mente irregular: relevo fino e aspereza na testa, nas bochechas e no queixo.`,
  },
];

export const CONFIDENCE_NOTES = {
  notMeasured:
    'Não medido: as áreas desta medida ficaram fora da foto, cobertas (cabelo, óculos, sombra) ou viradas para o lado.',
  partlySeen: 'Confiança baixa: só parte das áreas desta medida ficou visível de frente na foto.',
  lowResolution: 'Confiança baixa: o rosto tem pouca resolução na foto para ver este sinal com clareza.',
  colourClipped:
    'Confiança baixa: a luz forte saturou a cor de parte do rosto, e esta medida depende da cor.',
  unsteady: 'Confiança baixa: nesta foto esta medida muda com pequenas diferenças de nitidez ou compressão.',
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Every concern with the zones it was measured on and a confidence (0–1): the share of its zones seen (facing
 * the camera, enough skin), times how steady the measure is in general, times — for pixel-scale detail — how
 * much of the detail the photo's resolution holds, times — for a measure read on the colour — the share of the
 * face whose colour the camera did not clip, times how steady it is on this photo (the self-check's swing,
 * steadiness-check.ts; a concern without one counts as steady). Confident concerns come first, most severe
 * first; the fixed order breaks ties, so the list is deterministic.
 */
export const concernsFrom = (
  s: Severities,
  zones: readonly CountedZone[],
  faceWidthPx: number,
  swings: Partial<Record<SeverityKey, number>> = {},
  /** Share (0–1) of the face with no channel clipped (1 − QualityChecks.colourClippedShare). */
  colourSeen = 1,
): Concern[] => {
  const resolution = Math.min(1, faceWidthPx / QUALITY.lowResolutionFaceWidthPx);
  return CONCERNS.map((c) => {
    const seen = coverage(zones, c.zones);
    const withResolution = seen * c.steadiness * (c.fineDetail ? resolution : 1);
    const beforeCheck = withResolution * (c.fromColour ? colourSeen : 1);
    const confidence = round2(beforeCheck * steadinessFromSwing(swings[c.from] ?? 0));
    // The first reason that brought it under the line: the zones seen, the resolution, the clipped colour, then
    // this photo's check.
    const note =
      seen === 0
        ? CONFIDENCE_NOTES.notMeasured
        : confidence >= LOW_CONFIDENCE
          ? undefined
          : seen * c.steadiness < LOW_CONFIDENCE
            ? CONFIDENCE_NOTES.partlySeen
            : round2(withResolution) < LOW_CONFIDENCE
              ? CONFIDENCE_NOTES.lowResolution
              : round2(beforeCheck) < LOW_CONFIDENCE
                ? CONFIDENCE_NOTES.colourClipped
                : CONFIDENCE_NOTES.unsteady;
    const severity = seen === 0 ? 0 : s[c.from];
    return {
      key: c.key,
      name: c.name,
      severity,
      description:
        seen === 0
          ? NOT_MEASURED_DESCRIPTION
          : severity < NOTHING_SEEN_BELOW
            ? c.absent
            : c.describe(level(severity)),
      zones: c.zones.filter((key) => zones.some((z) => z.key === key && z.measured)),
      confidence,
      ...(note ? { confidenceNote: note } : {}),
    };
  }).sort(
    (p, q) =>
      Number(q.confidence >= LOW_CONFIDENCE) - Number(p.confidence >= LOW_CONFIDENCE) ||
      q.severity - p.severity,
  );
};
