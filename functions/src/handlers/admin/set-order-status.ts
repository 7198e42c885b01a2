import { adminSetOrderStatus } from '@pele/shared/routes/admin';
import { adminOrderMessages as adminMessages } from '@pele/shared/schemas/admin-order-status';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { conflict, notFound } from '../../domain/errors';
import { orderNumberOf } from '../../domain/orders/order-record';
import { returnsStock, staffMoves } from '../../domain/orders/order-status';
import { refundReasons } from '../../domain/orders/refund-reasons';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminOrders } from '../../services/admin/admin-views';
import { auditBy } from '../../services/admin/audit-trail';
import { mailOrderMoment } from '../../services/orders/order-mails';
import { closeAllCheckouts, refundOrderPayment } from '../../services/premium/order-payments';
import { requireProvider } from '../../services/premium/payment-provider';

const STAFF_CANCEL_REASON = 'Cancelado pela loja. O valor pago foi estornado.';
const STAFF_CANCEL_UNPAID_REASON = 'Cancelado pela loja.';

/**
 * Staff move an order along the domain's transitions; any other move is a 409. Cancelling a paid order
 * refunds its payment first (idempotent at the provider), then puts its units back with the status change.
 */
export const handler = createHandler(adminSetOrderStatus, async ({ params, body, caller }) => {
  const order = await ordersRepository.getById(params.id);
  if (!order) throw notFound(adminMessages.orderNotFound);
  if (!staffMoves(order.status).includes(body.status))
    throw conflict(adminMessages.transitionRefused(order.status, body.status));
  const returnStock = returnsStock(order.status, body.status);
  const cancelling = body.status === 'cancelled';
  const provider = cancelling ? await requireProvider() : null;
  const now = new Date();
  // A cancelled order's open checkouts close first, so no payment can start after the status changes.
  if (provider) await closeAllCheckouts(provider, order);
  const refunding = returnStock && order.paymentIntentId !== null;
  if (provider && refunding) await refundOrderPayment(provider, order, refundReasons.staffCancel, now);
  const cancelReason = cancelling
    ? refunding
      ? STAFF_CANCEL_REASON
      : STAFF_CANCEL_UNPAID_REASON
    : undefined;
  const audit = auditBy(
    caller,
    {
      action: 'order.status',
      target: { type: 'order', id: order.id, label: `Pedido ${orderNumberOf(order)}` },
      changes: [{ field: 'status', before: order.status, after: body.status }],
    },
    now,
  );
  const moved = await ordersRepository.moveStatus(order, body.status, audit, now, {
    returnStock,
    cancelReason,
  });
  if (!moved) throw conflict(adminMessages.busy);
  // Only the request that moved it gets here: one e-mail per moment.
  if (body.status === 'shipped' || body.status === 'delivered') await mailOrderMoment(body.status, order);
  const [view] = await presentAdminOrders([
    {
      ...order,
      status: body.status,
      updatedAt: now.toISOString(),
      cancelReason: cancelReason ?? order.cancelReason,
    },
  ]);
  return view as NonNullable<typeof view>;
});
