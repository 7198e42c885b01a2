import { addressLines } from '@pele/shared/schemas/address';
import { type AdminOrder, adminMessages } from '@pele/shared/schemas/admin';
import { itemCountLabel, type OrderStatus } from '@pele/shared/schemas/orders';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Dialog } from '../../../../components/dialog';
import { OrderRefunds } from '../../../../components/order-refunds';
import { SkeletonRows } from '../../../../components/skeleton';
import { adminPaths } from '../../../../lib/app-paths';
import { formatPrice } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useAdminOrder } from '../../api/get-order';
import { useSetOrderStatus } from '../../api/set-order-status';
import styles from '../admin.module.css';
import { formatDateTime } from '../parts/cells';
import { failureText } from '../parts/server-errors';
import { MOVE_LABELS, STAFF_STATUS_LABELS } from './order-labels';

/** Opening a row from the list says so, so closing can go back in history instead of adding an entry. */
export interface OrderDetailState {
  fromList?: boolean;
}

function OrderBody({ order }: { order: AdminOrder }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Número</dt>
        <dd>{order.number}</dd>
        <dt>Cliente</dt>
        <dd>
          {order.customer.name || '—'} ({order.customer.email})
        </dd>
        <dt>Feito em</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Pago em</dt>
        <dd>{order.paidAt ? formatDateTime(order.paidAt) : 'Não pago'}</dd>
        <dt>Status</dt>
        <dd>{STAFF_STATUS_LABELS[order.status]}</dd>
        <dt>Entrega</dt>
        <dd>
          {order.deliveryAddress
            ? addressLines(order.deliveryAddress).map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))
            : 'Sem endereço (pedido feito antes do endereço de entrega)'}
        </dd>
      </dl>
      <ul className="order-items" aria-label="Itens do pedido">
        {order.items.map((item) => (
          <li key={item.productId} className="order-items__row">
            {item.image && <img src={item.image} alt="" className="order-items__thumb" loading="lazy" />}
            <span className="order-items__name">
              {item.quantity}× {item.name} ({formatPrice(item.price)} cada)
            </span>
            <span>{formatPrice(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
        <dt>Frete</dt>
        <dd>{order.shipping === 0 ? 'Grátis' : formatPrice(order.shipping)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.total)}</strong>
        </dd>
      </dl>
      {order.cancelReason ? <p className="muted">{order.cancelReason}</p> : null}
      <OrderRefunds refunds={order.refunds} />
    </>
  );
}

/** /admin/orders/:orderId: the order with its items and totals, and the moves the domain allows from here. */
export function OrderDetailDialog() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const order = useAdminOrder(orderId);
  const move = useSetOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = order.data;

  const close = () => {
    if ((location.state as OrderDetailState | null)?.fromList) navigate(-1);
    else navigate(adminPaths.orders, { replace: true });
  };
  const moveTo = (to: OrderStatus) => {
    setFailure(null);
    move.mutate(
      { id: orderId, status: to },
      {
        onSuccess: () => showToast(`Pedido: ${STAFF_STATUS_LABELS[to]}.`),
        // A refused move (409) says why in the server's words; the dialog is over the banner, so it shows here.
        onError: (error) => setFailure(failureText(error, adminMessages.orderStatusFailed)),
        onSettled: () => setConfirmCancel(false),
      },
    );
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? null : close())}
        title={data ? `Pedido ${data.number}` : 'Pedido'}
        description={data ? `${itemCountLabel(data.items)} · ${formatPrice(data.total)}` : 'Carregando…'}
      >
        <div className="stack">
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
          {data ? (
            <OrderBody order={data} />
          ) : order.isError ? (
            <p role="alert">{failureText(order.error, adminMessages.ordersLoadFailed)}</p>
          ) : (
            <SkeletonRows height="2.5rem" />
          )}
          {data ? (
            <NextStatusButtons
              order={data}
              disabled={move.isPending || order.isPlaceholderData}
              onMove={(to) => (to === 'cancelled' ? setConfirmCancel(true) : moveTo(to))}
            />
          ) : null}
          <div className="dialog__actions">
            <Button variant="secondary" onClick={close}>
              Fechar
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancelar pedido"
        description={
          data?.paidAt
            ? 'Os produtos voltam ao estoque e o valor pago é estornado ao cliente.'
            : 'Os produtos voltam ao estoque. O pedido não foi pago, então não há estorno.'
        }
        confirmLabel="Cancelar pedido"
        cancelLabel="Voltar"
        tone="danger"
        busy={move.isPending}
        onConfirm={() => moveTo('cancelled')}
      />
    </>
  );
}

/** The moves the domain allows from the order's status ('Cancelar' asks first). */
function NextStatusButtons({
  order,
  disabled,
  onMove,
}: {
  order: AdminOrder;
  disabled: boolean;
  onMove: (to: OrderStatus) => void;
}) {
  return (
    <div className={styles.actions}>
      {order.nextStatuses.length === 0 ? <p className="muted">Este pedido não tem mais etapas.</p> : null}
      {order.nextStatuses.map((to) => (
        <Button
          key={to}
          disabled={disabled}
          variant={to === 'cancelled' ? 'danger-outline' : 'primary'}
          size="small"
          onClick={() => onMove(to)}
        >
          {MOVE_LABELS[to]}
        </Button>
      ))}
    </div>
  );
}
