import { isApiError } from '../../lib/api-error';

/** pt-BR texts of spec 8.2 for reviews, verbatim. */
export const reviewText = {
  submitFailed: 'Erro ao enviar avaliação. Por favor, tente novamente.',
  updateFailed: 'Erro ao atualizar avaliação. Tente novamente.',
  loadMineFailed: 'Erro ao carregar suas avaliações. Tente novamente.',
  deleteFailed: 'Erro ao excluir avaliação. Tente novamente.',
  submitted: 'Avaliação enviada com sucesso!',
  updated: 'Avaliação atualizada com sucesso!',
  deleted: 'Avaliação excluída.',
} as const;

/** Rating labels of the review dialog (spec 2.11). */
export const RATING_LABELS: Record<number, string> = {
  1: 'Ruim',
  2: 'Regular',
  3: 'Bom',
  4: 'Muito Bom',
  5: 'Excelente',
};

/**
 * What the dialog says when handing over fails: the server's own words when they tell the user what to
 * do (409 'already reviewed', a refused photo), otherwise the spec's message for the mode.
 */
export const reviewSubmitErrorMessage = (error: unknown, mode: 'create' | 'edit') => {
  if (isApiError(error) && (error.status === 409 || error.status === 413 || error.code === 'UPLOAD_FAILED'))
    return error.message;
  return mode === 'create' ? reviewText.submitFailed : reviewText.updateFailed;
};
