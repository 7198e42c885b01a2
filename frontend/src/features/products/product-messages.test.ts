import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { productListErrorMessage } from './product-messages';

describe('productListErrorMessage', () => {
  it('maps each status to the spec 8.2 text', () => {
    expect(productListErrorMessage(new ApiError('x', 401, 'UNAUTHORIZED'))).toBe(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    expect(productListErrorMessage(new ApiError('x', 404, 'NOT_FOUND'))).toBe(
      'Nenhum produto encontrado para esta categoria.',
    );
    expect(productListErrorMessage(new ApiError('x', 503, 'HTTP_ERROR'))).toBe(
      'Erro no servidor. Tente novamente em alguns instantes.',
    );
    expect(productListErrorMessage(new ApiError('x', 200, 'INVALID_FORMAT'))).toBe(
      'Formato de resposta inválido do servidor',
    );
  });

  it("uses the error's own message for other failures and the default for unknown errors", () => {
    expect(productListErrorMessage(new ApiError('Categoria inválida.', 400, 'VALIDATION'))).toBe(
      'Categoria inválida.',
    );
    expect(productListErrorMessage(new Error('boom'))).toBe(
      'Erro ao carregar produtos. Por favor, tente novamente.',
    );
  });
});
