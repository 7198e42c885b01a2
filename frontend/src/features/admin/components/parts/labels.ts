import type { PlanFeature } from '@pele/shared/constants';
import type { ModerationState } from '@pele/shared/schemas/reviews';

/** A review's moderation state as staff read it on the badge. */
export const MODERATION_LABELS: Record<ModerationState, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Rejeitada',
};

/** The plan features by their short names (the paywall's longer sentences sell them; these name them). */
export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  skin_analysis: 'Análise de pele',
  skin_progress: 'Progresso',
  skin_history: 'Histórico',
};
