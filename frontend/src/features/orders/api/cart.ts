import { routes } from '@pele/shared/routes';
import { orderMessages } from '@pele/shared/schemas/order-words';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { orderKeys } from './order-keys';

export const getCart = (signal?: AbortSignal) => apiRequest(routes.getCart, { signal });

export const useCart = () =>
  useQuery({ queryKey: orderKeys.cart(), queryFn: ({ signal }) => getCart(signal) });

/** Sets a product's quantity in the server cart (0 removes it); the answer is the whole new cart. */
export const setCartQuantity = (productId: string, quantity: number) =>
  quantity > 0
    ? apiRequest(routes.setCartItem, { params: { productId }, body: { quantity } })
    : apiRequest(routes.removeCartItem, { params: { productId } });

export const useCartQuantity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      setCartQuantity(productId, quantity),
    onSuccess: (cart) => queryClient.setQueryData(orderKeys.cart(), cart),
    onError: (error) => showToast(error.message, 'error'),
  });
};

/** 'Adicionar': one more of the product in the cart, read from the server's cart (not a stale copy). */
export const useAddToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      const cart = await queryClient.fetchQuery({
        queryKey: orderKeys.cart(),
        queryFn: ({ signal }) => getCart(signal),
      });
      const current = cart.items.find((item) => item.productId === productId)?.quantity ?? 0;
      return setCartQuantity(productId, current + 1);
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(orderKeys.cart(), cart);
      showToast(orderMessages.addedToCart, 'success');
    },
    onError: (error) => showToast(error.message, 'error'),
  });
};
