import { routes } from '@pele/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutReturnUrls } from '../../../lib/checkout-return';
import { loadPage } from '../../../lib/page-load';
import { refreshAfterWrite } from '../../../lib/query-client';
import { orderKeys } from './order-keys';

export const getMyOrders = (signal?: AbortSignal) => apiRequest(routes.myOrders, { signal });

export const useMyOrders = () =>
  useQuery({ queryKey: orderKeys.mine(), queryFn: ({ signal }) => getMyOrders(signal) });

export const getOrder = (id: string, signal?: AbortSignal) =>
  apiRequest(routes.getOrder, { params: { id }, signal });

export const useOrder = (id: string) =>
  useQuery({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** Pays an unpaid order on the hosted checkout page (the browser leaves the app). */
export const payOrder = async (id: string) => {
  const { checkoutUrl } = await apiRequest(routes.payOrder, { params: { id }, body: checkoutReturnUrls() });
  loadPage(checkoutUrl);
};

export const usePayOrder = () => useMutation({ mutationFn: payOrder });

/** 'Finalizar Compra': the server makes the order from the cart (its prices, its stock), then it is paid. */
export const useCheckoutCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const order = await apiRequest(routes.createOrder, { body: {} });
      await refreshAfterWrite(queryClient, orderKeys.cart());
      await payOrder(order.id);
      return order;
    },
  });
};
