import { SENSITIVE_THRESHOLD } from '@pele/shared/constants';
import type { SkinTypeName } from '@pele/shared/schemas/skin-analysis';

/** Skin types as the analysis names them (spec 3: combination is 'Mista'). */
export type SkinType = SkinTypeName;

/** The numbers the skin-type rule compares, 0–100. */
export interface SkinScores {
  dry: number;
  oily: number;
  sensitive: number;
}

/**
 * Spec 4: oily if oily exceeds dry and sensitive; dry if dry exceeds oily and sensitive; sensitive
 * if sensitive is above 60; otherwise combination ('Mista'). The order of the checks is the rule.
 */
export function deriveSkinType({ dry, oily, sensitive }: SkinScores): SkinType {
  if (oily > dry && oily > sensitive) return 'Oleosa';
  if (dry > oily && dry > sensitive) return 'Seca';
  if (sensitive > SENSITIVE_THRESHOLD) return 'Sensível';
  return 'Mista';
}

export const SKIN_TYPE_DESCRIPTIONS: Record<SkinType, string> = {
  Seca: 'Sua pele mostra sinais de ressecamento: textura mais áspera, linhas finas aparentes e pouco brilho. Ela tende a precisar de mais hidratação e de produtos que reforcem a barreira da pele.',
  Oleosa:
    'Sua pele mostra mais brilho, principalmente na zona T (testa e nariz), sinal de maior produção de sebo. Ela tende a se beneficiar de limpeza suave, hidratação leve e controle de oleosidade.',
  Sensível:
    'Sua pele mostra vermelhidão acima do comum, o que costuma indicar uma pele mais reativa. Prefira fórmulas suaves, sem fragrância, e introduza produtos novos aos poucos.',
  Mista:
    'Sua pele não tem um perfil dominante: sinais de oleosidade, ressecamento e sensibilidade aparecem em níveis parecidos, em geral com mais brilho na zona T do que nas bochechas. Ela pede cuidados equilibrados para cada região.',
};

/**
 * A deciding score under this (a quarter of its scale) makes the type a tendency: the spec's rule calls a face
 * 'Seca' at dry 7 against sensitive 5, and the full description ('textura mais áspera, linhas finas aparentes')
 * would then claim signs the same result shows near zero.
 */
export const TENDENCY_BELOW = 25;

const TENDENCY_DESCRIPTIONS: Partial<Record<SkinType, string>> = {
  Seca: 'Sua pele tende levemente ao ressecamento: os sinais (textura áspera, linhas finas) aparecem em nível baixo nesta foto. Hidratação e produtos que reforcem a barreira da pele ajudam a mantê-la equilibrada.',
  Oleosa:
    'Sua pele tende levemente à oleosidade: um pouco mais de brilho na zona T (testa e nariz) nesta foto. Limpeza suave e hidratação leve ajudam a mantê-la equilibrada.',
  Mista:
    'Nenhum sinal marcado de oleosidade, ressecamento ou sensibilidade apareceu nesta foto: sua pele parece equilibrada. Limpeza suave, hidratação e protetor solar ajudam a mantê-la assim.',
};

/**
 * The type's description, as a tendency when the score that decided it is low (Sensível is always above 60).
 * 'Mista' is what the rule leaves when nothing leads, also when every score is near zero: then the full text
 * ('sinais de oleosidade, ressecamento e sensibilidade aparecem em níveis parecidos') would describe signs the
 * photo did not show, so it says the skin looks balanced.
 */
export function describeSkinType(type: SkinType, scores: SkinScores, noise = 0): string {
  const { dry, oily, sensitive } = scores;
  const deciding =
    type === 'Seca'
      ? dry
      : type === 'Oleosa'
        ? oily
        : type === 'Mista'
          ? Math.max(dry, oily, sensitive)
          : undefined;
  const tendency =
    deciding !== undefined && deciding < TENDENCY_BELOW ? TENDENCY_DESCRIPTIONS[type] : undefined;
  const text = tendency ?? SKIN_TYPE_DESCRIPTIONS[type];
  const neighbours = noise > 0 ? typesWithinNoise(scores, noise).filter((t) => t !== type) : [];
  return neighbours.length === 0 ? text : `${text} ${borderText(type, neighbours)}`;
}

/**
 * Every type the spec's rule gives when each score moves by up to `noise` points either way: more than one when
 * the face sits within its numbers' noise of one of the rule's boundaries (two scores nearly equal, or
 * sensitivity near 60). The type itself is still the rule's on the numbers as measured.
 */
export function typesWithinNoise(scores: SkinScores, noise: number): SkinType[] {
  if (!(noise > 0)) return [deriveSkinType(scores)];
  const steps = [-noise, 0, noise];
  const found = new Set<SkinType>();
  for (const d of steps)
    for (const o of steps)
      for (const s of steps)
        found.add(
          deriveSkinType({ dry: scores.dry + d, oily: scores.oily + o, sensitive: scores.sensitive + s }),
        );
  return [...found];
}

const list = (types: readonly SkinType[]) =>
  types.length === 1 ? (types[0] ?? '') : `${types.slice(0, -1).join(', ')} e ${types[types.length - 1]}`;

/** The sentence added where the type sits at a boundary of the rule ('no limite entre Sensível e Mista'). */
export const borderText = (type: SkinType, neighbours: readonly SkinType[]): string =>
  `Seus números estão no limite entre ${type} e ${list(neighbours)}: a diferença entre eles é menor que o ` +
  `quanto um número muda de uma foto para outra, e outra foto pode dar ${neighbours.length > 1 ? 'outro tipo' : neighbours[0]}.`;
