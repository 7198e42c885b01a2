/**
 * The daily check-in's plain words and limits, without zod (check-ins.ts re-exports them with its schemas), so the
 * screens that show them do not load zod.
 *
 * The daily skin check-in (home's 'Como está sua pele hoje?'): one score from 0 to 100 per user day
 * (America/Sao_Paulo unless the profile says another zone). Sending it again the same day changes it.
 */
export const CHECK_IN_SCORE_MAX = 100;
/** Periods Progresso shows, in days ending today. */
export const CHECK_IN_PERIODS = [30, 90] as const;
export type CheckInPeriod = (typeof CHECK_IN_PERIODS)[number];
/**
 * Days of each kind (routine completed, not completed, both with a check-in) before the averages are compared:
 * with fewer, one unusual day would decide the difference.
 */
export const CHECK_IN_COMPARISON_MIN_DAYS = 7;

export const checkInMessages = {
  score: `Informe uma nota inteira de 0 a ${CHECK_IN_SCORE_MAX}.`,
  period: `Período inválido. Use ${CHECK_IN_PERIODS.join(' ou ')} dias.`,
  futureDay: 'Não é possível registrar um dia que ainda não chegou.',
  pastDayClosed: 'Só é possível registrar a pele de hoje ou de ontem.',
  saveFailed: 'Não foi possível salvar o status de hoje. Tente novamente.',
  savedOffline: 'Sem conexão: o status de hoje será enviado quando você voltar a ficar online.',
  loadFailed: 'Erro ao carregar seus registros diários.',
} as const;
