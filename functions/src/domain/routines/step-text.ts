import type { TimeOfDay } from '../ingredients/conflicts';
import { ingredientsOf, isRinseOff } from '../products/product-ingredients';
import type { MatchableProduct, SkinType } from '../products/types';

/** What a step does; decides its title, duration and instruction. */
export type StepKind = 'cleanse' | 'treat' | 'extra_treat' | 'moisturise' | 'sunscreen' | 'mask';

export const STEP_TITLES: Record<StepKind, string> = {
  cleanse: 'Limpeza',
  treat: 'Tratamento',
  extra_treat: 'Tratamento Complementar',
  moisturise: 'Hidratação',
  sunscreen: 'Protetor Solar',
  mask: 'Máscara Noturna',
};

/**
 * How long each step takes, the wait before the next layer included. Suggestions for the step card,
 * not measurements: a serum needs a moment to absorb, the rest about a minute.
 */
export const STEP_TIMES: Record<StepKind, string> = {
  cleanse: '1 min',
  treat: '2 min',
  extra_treat: '2 min',
  moisturise: '1 min',
  sunscreen: '1 min',
  mask: '1 min',
};

/** What to use when no catalog product fits an essential step (every one has an avoided ingredient). */
export const GENERIC_PRODUCT_NAMES: Partial<Record<StepKind, string>> = {
  cleanse: 'Sabonete facial suave da sua preferência',
  moisturise: 'Hidratante facial da sua preferência',
  sunscreen: 'Protetor solar FPS 30 ou mais da sua preferência',
};

export const routineName = (time: TimeOfDay, skinType: SkinType): string =>
  `Rotina da ${time === 'morning' ? 'Manhã' : 'Noite'} – Pele ${skinType}`;

const leaveOnCleanser = (product: MatchableProduct) =>
  (product.tags ?? []).some((t) => /sem enx[aá]gue/i.test(t));

function baseInstruction(kind: StepKind, time: TimeOfDay, product: MatchableProduct | null): string {
  switch (kind) {
    case 'cleanse':
      if (product && leaveOnCleanser(product))
        return 'Aplique com um disco de algodão em todo o rosto, sem esfregar e sem enxaguar.';
      return time === 'morning'
        ? 'Com o rosto úmido, massageie uma pequena quantidade por 30 a 60 segundos e enxágue com água em temperatura ambiente.'
        : 'Com o rosto úmido, massageie por 30 a 60 segundos para remover protetor solar, oleosidade e impurezas do dia, e enxágue bem.';
    case 'treat':
    case 'extra_treat':
      return 'Aplique algumas gotas no rosto limpo e seco, com leves batidas, e espere absorver antes do próximo passo.';
    case 'moisturise':
      return 'Espalhe uma pequena quantidade no rosto e no pescoço, com movimentos suaves de baixo para cima.';
    case 'sunscreen':
      return 'Aplique generosamente (cerca de uma colher de chá para rosto e pescoço) como último passo, antes de sair, e reaplique a cada 2 horas ao sol.';
    case 'mask':
      return 'Como último passo da noite, aplique uma camada fina sobre o rosto e deixe agir durante o sono; enxágue pela manhã.';
  }
}

/** Cautions for the actives a product carries, the ones a label's directions usually give. */
function activeNotes(product: MatchableProduct, kind: StepKind, time: TimeOfDay): string[] {
  const actives = ingredientsOf(product).actives;
  const notes: string[] = [];
  if (actives.has('retinoid')) {
    notes.push(
      'Comece em 2 a 3 noites por semana e aumente conforme a tolerância; evite olhos e cantos da boca. Não indicado para gestantes.',
    );
  }
  if (actives.has('vitamin_c') && time === 'morning') {
    notes.push('Use antes do protetor solar: a vitamina C reforça a proteção antioxidante do dia.');
  }
  const exfoliant = actives.has('aha') || actives.has('bha') || actives.has('pha');
  if (exfoliant && kind !== 'cleanse') {
    notes.push(
      time === 'morning'
        ? 'Se arder ou descamar, use em dias alternados.'
        : 'Se arder ou descamar, use em noites alternadas.',
    );
  }
  if (actives.has('benzoyl_peroxide'))
    notes.push('O peróxido de benzoíla pode descolorir toalhas e fronhas.');
  return notes;
}

/**
 * The pt-BR instruction of a step. `evening` is the other routine's products, for the sunscreen's
 * reminder that the night's retinoid or acids make the skin more sensitive to the sun.
 */
export function stepInstruction(
  kind: StepKind,
  time: TimeOfDay,
  product: MatchableProduct | null,
  evening: readonly MatchableProduct[] = [],
): string {
  const parts = [baseInstruction(kind, time, product)];
  if (product) parts.push(...activeNotes(product, kind, time));
  if (kind === 'sunscreen') {
    // Rinse-off cleansers leave too little behind to matter for the sun.
    const night = new Set(
      evening.filter((p) => !isRinseOff(p)).flatMap((p) => [...ingredientsOf(p).actives]),
    );
    if (night.has('retinoid')) parts.push('Indispensável enquanto você usa retinoide à noite.');
    else if (night.has('aha') || night.has('bha'))
      parts.push('Indispensável enquanto você usa ácidos esfoliantes à noite.');
  }
  return parts.join(' ');
}
