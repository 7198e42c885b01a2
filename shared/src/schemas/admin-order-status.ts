import * as z from 'zod';
import { idText } from './common';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, order, orderStatus } from './orders';

/**
 * What staff's order routes send and get back, apart from the rest of the admin schemas so that the order
 * routes' bundles (the status change carries Stripe for its refunds) carry none of the product, review or plan
 * schemas. `admin.ts` re-exports all of it.
 */
export const adminOrderMessages = {
  orderNotFound: 'Pedido não encontrado.',
  transitionRefused: (from: OrderStatus, to: OrderStatus) =>
    `Não é possível mudar o pedido de "${ORDER_STATUS_LABELS[from]}" para "${ORDER_STATUS_LABELS[to]}".`,
  busy: 'Outra alteração foi feita ao mesmo tempo. Recarregue e tente novamente.',
  // The API's values stay in parentheses: they are what a client sends.
  orderStatus:
    'Status de pedido inválido. Use Aguardando pagamento (pending_payment), Pago (paid), Em processamento (processing), Enviado (shipped), Entregue (delivered) ou Cancelado (cancelled).',
} as const;

export const adminIdParams = z.object({ id: idText(128) });

export const adminOrder = order.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Where staff may move it from here (the domain's transition table). */
  nextStatuses: z.array(orderStatus),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: adminOrderMessages.orderStatus }),
});
