import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { reviewSubmitErrorMessage } from './review-messages';

describe('reviewSubmitErrorMessage', () => {
  it("shows the server's message for a duplicate review", () => {
    const duplicate = new ApiError(
      'Você já avaliou este produto. Edite sua avaliação existente.',
      409,
      'CONFLICT',
    );
    expect(reviewSubmitErrorMessage(duplicate, 'create')).toBe(
      'Você já avaliou este produto. Edite sua avaliação existente.',
    );
  });

  it('falls back to the spec text of each mode', () => {
    const failure = new ApiError('Erro no servidor.', 500, 'INTERNAL');
    expect(reviewSubmitErrorMessage(failure, 'create')).toBe(
      'Erro ao enviar avaliação. Por favor, tente novamente.',
    );
    expect(reviewSubmitErrorMessage(failure, 'edit')).toBe('Erro ao atualizar avaliação. Tente novamente.');
  });
});
