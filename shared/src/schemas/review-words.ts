/**
 * The reviews' plain words and limits, without zod: what the server's repositories and rules need, kept apart so
 * their functions do not bundle the request schemas (reviews.ts re-exports all of it).
 */
import { REVIEW_MAX_PHOTOS, TIME_USED_OPTIONS } from '../constants';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;
export const REVIEW_REPORT_DETAILS_MAX = 500;

/**
 * Why a person reports a review, with the words the report dialog and the staff's moderation list show.
 * 'other' needs a few words of details.
 */
export const REPORT_REASONS = {
  spam: 'Propaganda ou spam',
  offensive: 'Conteúdo ofensivo ou discriminatório',
  false: 'Informação falsa ou enganosa',
  offTopic: 'Não fala sobre o produto',
  personalData: 'Expõe dados pessoais',
  other: 'Outro motivo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The order of a product's reviews: most helpful first (the default) or newest first. */
export const REVIEW_SORTS = ['helpful', 'recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** 'Útil' under a review: 'N pessoas acharam útil'. */
export const helpfulLabel = (count: number) =>
  count === 1 ? '1 pessoa achou útil' : `${count} pessoas acharam útil`;

export const reviewMessages = {
  productRequired: 'Informe o produto avaliado.',
  productNotFound: 'Produto não encontrado.',
  notFound: 'Avaliação não encontrada.',
  duplicate: 'Você já avaliou este produto. Edite sua avaliação existente.',
  timeUsed: `Tempo de uso inválido. Use: ${TIME_USED_OPTIONS.join(', ')}.`,
  images: `Envie no máximo ${REVIEW_MAX_PHOTOS} fotos.`,
  imageKey: 'Foto inválida. Envie a foto novamente.',
  nothingToUpdate: 'Informe ao menos um campo para atualizar.',
  cursor: 'Cursor de paginação inválido.',
  limit: `O limite deve ser um número inteiro de 1 a ${REVIEWS_PAGE_SIZE_MAX}.`,
  busy: 'Muitas avaliações ao mesmo tempo neste produto. Tente novamente em instantes.',
  sort: "Ordem inválida. Use 'helpful' ou 'recent'.",
  ownHelpful: 'Você não pode marcar a sua própria avaliação como útil.',
  ownReport: 'Você não pode denunciar a sua própria avaliação.',
  alreadyReported: 'Você já denunciou esta avaliação. A equipe vai analisá-la.',
  reportReason: 'Escolha o motivo da denúncia.',
  reportDetails: `Descreva o problema em até ${REVIEW_REPORT_DETAILS_MAX} caracteres.`,
  reportDetailsRequired: 'Conte em poucas palavras o que há de errado com esta avaliação.',
} as const;
