import type { ZoneRawKey } from '@pele/shared/schemas/skin-analysis';

/**
 * The engine's per-zone raw measurements (functions/src/skin-engine/PIPELINE.md) in plain pt-BR:
 * what each number is, its value as people read it, and what a higher value means. Every name the shared schema
 * declares has one (the type says so), so the zone panel never shows the engine's own English names.
 */
interface ReadingSpec {
  label: string;
  /** 0–1 shares and responses read better as percentages. */
  unit: 'percent' | 'number' | 'degrees' | 'count';
  meaning: string;
}

const READINGS: Record<ZoneRawKey, ReadingSpec> = {
  lightness: {
    label: 'Luminosidade',
    unit: 'number',
    meaning: 'Claridade da pele de 0 (preto) a 100 (branco), escala CIE L*.',
  },
  ita: {
    label: 'Tom de pele (ITA°)',
    unit: 'degrees',
    meaning: 'Ângulo tipológico individual: quanto maior, mais clara a pele.',
  },
  redness: {
    label: 'Vermelhidão',
    unit: 'number',
    meaning: 'Quanto a cor puxa para o vermelho (CIE a*); alimenta a medida de sensibilidade.',
  },
  erythemaIndex: {
    label: 'Índice de eritema',
    unit: 'number',
    meaning: 'Vermelho em relação ao verde na luz refletida; sobe com a vermelhidão da pele.',
  },
  yellowness: {
    label: 'Tom amarelado',
    unit: 'number',
    meaning: 'Quanto a cor puxa para o amarelo (CIE b*); usado no cálculo do tom de pele.',
  },
  shineShare: {
    label: 'Brilho',
    unit: 'percent',
    meaning: 'Parte da área com reflexo claro e sem cor, típico de oleosidade.',
  },
  textureRms: {
    label: 'Aspereza da textura',
    unit: 'number',
    meaning: 'Variação fina da claridade de um ponto a outro: quanto maior, mais irregular a superfície.',
  },
  lineResponse: {
    label: 'Sinais de linhas finas',
    unit: 'percent',
    meaning: 'Força média de vales escuros e finos na pele.',
  },
  wrinkleResponse: {
    label: 'Sinais de rugas',
    unit: 'percent',
    meaning: 'Força média de vales escuros mais largos e profundos, como rugas e marcas de expressão.',
  },
  chroma: {
    label: 'Saturação da cor',
    unit: 'number',
    meaning: 'Quanto a cor da pele é viva (CIE C*); pele opaca ou acinzentada fica mais baixa.',
  },
  sheenContrast: {
    label: 'Viço',
    unit: 'number',
    meaning: 'Quanto as partes mais iluminadas se destacam do tom médio; pele sem viço fica mais baixa.',
  },
  verticalShade: {
    label: 'Sombra de cima para baixo',
    unit: 'number',
    meaning:
      'Claridade da metade de cima da área menos a da metade de baixo; usada nas olheiras e bolsas sob os olhos.',
  },
  poreResponse: {
    label: 'Sinais de poros',
    unit: 'percent',
    meaning: 'Força média de pontinhos escuros do tamanho de poros.',
  },
  redSpotResponse: {
    label: 'Pontos avermelhados',
    unit: 'percent',
    meaning: 'Força média de pequenas manchas vermelhas, como espinhas.',
  },
  darkSpotResponse: {
    label: 'Manchas escuras',
    unit: 'percent',
    meaning: 'Força média de pontos mais escuros que a pele ao redor.',
  },
  lightnessSpread: {
    label: 'Variação de tom',
    unit: 'number',
    meaning: 'Diferença entre as partes mais claras e mais escuras, sem contar a sombra do rosto.',
  },
  skinShare: {
    label: 'Pele à vista',
    unit: 'percent',
    meaning:
      'Parte da área, dentro da foto, em que a pele aparece; o resto estava coberto por cabelo, óculos ou sombra.',
  },
  skinPixels: {
    label: 'Pontos de pele medidos',
    unit: 'count',
    meaning:
      'Quantos pixels de pele entraram na medida (olhos, sobrancelhas, lábios e cabelo ficam de fora).',
  },
};

/** Below this many skin pixels the engine leaves a zone out of the scores (its MEASURE.minZoneSkinPixels). */
export const MIN_MEASURED_SKIN_PIXELS = 150;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

const formatValue = (value: number, unit: ReadingSpec['unit']) => {
  switch (unit) {
    case 'percent':
      return `${decimal.format(value * 100)}%`;
    case 'degrees':
      return `${decimal.format(value)}°`;
    case 'count':
      return integer.format(value);
    case 'number':
      return decimal.format(value);
  }
};

export interface ZoneReading {
  key: string;
  label: string;
  value: string;
  meaning: string;
}

const ORDER: readonly string[] = Object.keys(READINGS);

/** Known readings in a fixed order, then any the engine adds later under their own names. */
export const zoneReadings = (raw: Record<string, number>): ZoneReading[] =>
  Object.entries(raw)
    .sort(([a], [b]) => {
      const ia = ORDER.indexOf(a);
      const ib = ORDER.indexOf(b);
      return (ia < 0 ? ORDER.length : ia) - (ib < 0 ? ORDER.length : ib);
    })
    .map(([key, value]) => {
      const spec = (READINGS as Record<string, ReadingSpec | undefined>)[key];
      return spec
        ? { key, label: spec.label, value: formatValue(value, spec.unit), meaning: spec.meaning }
        : { key, label: key, value: decimal.format(value), meaning: '' };
    });

/** The engine's own verdict when it gives one (engine 2: skin seen and facing the camera), else skin pixels. */
export const isZoneMeasured = (zone: { measured?: boolean; raw: Record<string, number> }) =>
  zone.measured ?? (zone.raw.skinPixels === undefined || zone.raw.skinPixels >= MIN_MEASURED_SKIN_PIXELS);
