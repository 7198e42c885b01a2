import type { ChallengeKind } from '@pele/shared/schemas/challenges';

/** What marks a day done for a challenge. */
export type DaySource = 'sunscreen_step' | 'morning_routine' | 'evening_routine' | 'check_in';

export interface ChallengeDefinition {
  title: string;
  goal: string;
  badge: string;
  target: number;
  windowDays: number;
  source: DaySource;
  /** pt-BR, what to do today, for the at-risk line ('marque o protetor solar da rotina da manhã'). */
  todo: string;
}

/**
 * The challenges the product knows. Targets are short on purpose (a week or two): long enough for a habit to be
 * felt, short enough to finish. A window longer than the target leaves room for a few days off.
 */
export const CHALLENGES: Record<ChallengeKind, ChallengeDefinition> = {
  sunscreen_streak: {
    title: '7 dias seguidos de protetor solar',
    goal: 'Marque o passo de protetor solar da rotina da manhã em 7 dias seguidos.',
    badge: 'Pele Protegida',
    target: 7,
    windowDays: 7,
    source: 'sunscreen_step',
    todo: 'marque o protetor solar da rotina da manhã',
  },
  evening_routine: {
    title: '14 noites de rotina completa',
    goal: 'Conclua todos os passos da rotina da noite em 14 noites, dentro de 18 dias.',
    badge: 'Noites de Cuidado',
    target: 14,
    windowDays: 18,
    source: 'evening_routine',
    todo: 'conclua a rotina da noite',
  },
  morning_routine: {
    title: '7 manhãs de rotina completa',
    goal: 'Conclua todos os passos da rotina da manhã em 7 dias, dentro de 10 dias.',
    badge: 'Manhãs em Dia',
    target: 7,
    windowDays: 10,
    source: 'morning_routine',
    todo: 'conclua a rotina da manhã',
  },
  check_in_week: {
    title: '5 check-ins em uma semana',
    goal: 'Registre como está sua pele, no início, em 5 dos próximos 7 dias.',
    badge: 'Olhar Atento',
    target: 5,
    windowDays: 7,
    source: 'check_in',
    todo: 'registre como está sua pele no início',
  },
};

/** A step that applies sunscreen, by its title or product name (generated: 'Protetor Solar'; edited: free text). */
export const isSunscreenStep = (step: { title: string; product: { name: string } }): boolean =>
  /protetor|fps|filtro solar|sunscreen|spf/i.test(`${step.title} ${step.product.name}`);
