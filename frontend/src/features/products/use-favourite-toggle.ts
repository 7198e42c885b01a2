import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../lib/query-client';
import { showToast } from '../../lib/toast';
import { profileStatsKey } from '../profile';
import { productKeys } from './api/product-keys';
import { saveProduct } from './api/save-product';
import { unsaveProduct } from './api/unsave-product';
import { patchSavedState } from './patch-saved-state';
import { favouriteText } from './product-messages';

interface Toggle {
  id: string;
  /** The state asked for: true saves, false removes. */
  saved: boolean;
}

const setEverywhere = (queryClient: QueryClient, id: string, saved: boolean) =>
  queryClient.setQueriesData({ queryKey: productKeys.all }, (cached: unknown) =>
    patchSavedState(cached, id, saved),
  );

const refreshAfter = (queryClient: QueryClient) =>
  void refreshAfterWrite(queryClient, productKeys.saved(), profileStatsKey);

/**
 * The product list's heart (spec 4): the new state shows at once, is reverted when the call fails, and a
 * toast says what happened ('Produto adicionado aos favoritos!' / 'Erro ao adicionar aos favoritos...').
 */
export const useOptimisticFavourite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: Toggle) => (saved ? saveProduct(id) : unsaveProduct(id)),
    onMutate: async ({ id, saved }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.all });
      const before = queryClient.getQueriesData({ queryKey: productKeys.all });
      setEverywhere(queryClient, id, saved);
      return { before };
    },
    onError: (_error, { saved }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      showToast(saved ? favouriteText.addFailed : favouriteText.removeFailed, 'error');
    },
    onSuccess: (_data, { saved }) => showToast(saved ? favouriteText.added : favouriteText.removed),
    onSettled: () => refreshAfter(queryClient),
  });
};

/**
 * The heart on product detail and the remove button of saved products (spec 4): the state changes only
 * after the call succeeds; a failure shows `errorMessage`.
 */
export const useConfirmedFavourite = (errorMessage: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: Toggle) => (saved ? saveProduct(id) : unsaveProduct(id)),
    onSuccess: (_data, { id, saved }) => {
      setEverywhere(queryClient, id, saved);
      if (!saved)
        queryClient.setQueryData(productKeys.saved(), (list: Array<{ id: string }> | undefined) =>
          list?.filter((product) => product.id !== id),
        );
      showToast(saved ? favouriteText.added : favouriteText.removed);
      refreshAfter(queryClient);
    },
    onError: () => showToast(errorMessage, 'error'),
  });
};
