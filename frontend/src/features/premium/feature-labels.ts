import type { PlanFeature } from '@pele/shared/constants';

/** The plan features as the paywall names them. */
export const FEATURE_LABELS: Record<PlanFeature, string> = {
  skin_analysis: 'Análise de pele com IA',
  skin_progress: 'Acompanhamento do progresso da pele',
  skin_history: 'Histórico completo de análises',
};
