import { transport } from '@pele/shared/messages';
import { isApiError } from '../../lib/api-error';

/** pt-BR texts of spec 8.2 for the catalog, verbatim. */
export const productListText = {
  default: 'Erro ao carregar produtos. Por favor, tente novamente.',
  notFound: 'Nenhum produto encontrado para esta categoria.',
  server: 'Erro no servidor. Tente novamente em alguns instantes.',
  invalidFormat: 'Formato de resposta inválido do servidor',
} as const;

export const favouriteText = {
  added: 'Produto adicionado aos favoritos!',
  removed: 'Produto removido dos favoritos!',
  addFailed: 'Erro ao adicionar aos favoritos. Tente novamente.',
  removeFailed: 'Erro ao remover dos favoritos. Tente novamente.',
  detailFailed: 'Erro ao salvar produto. Por favor, tente novamente.',
  savedLoadFailed: 'Erro ao carregar produtos salvos. Tente novamente.',
  savedRemoveFailed: 'Erro ao remover produto dos favoritos. Tente novamente.',
} as const;

export const productDetailText = {
  loadFailed: 'Erro ao carregar detalhes do produto. Por favor, tente novamente.',
} as const;

/** 'Adicionar' makes no call (spec 2.9): the store arrives with the orders issue. */

/** Code of an answer that is JSON but not a product page. */
export const INVALID_FORMAT_CODE = 'INVALID_FORMAT';

/** The product-list message of spec 8.2 for a failed load. */
export const productListErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return productListText.default;
  if (error.status === 401) return transport.sessionExpired;
  if (error.code === INVALID_FORMAT_CODE) return productListText.invalidFormat;
  if (error.status === 404) return productListText.notFound;
  if (error.status >= 500) return productListText.server;
  return error.message || productListText.default;
};
