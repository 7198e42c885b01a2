import { type AdminOrder, adminMessages } from '@pele/shared/schemas/admin';
import { ORDER_STATUSES, type OrderStatus } from '@pele/shared/schemas/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { formatPrice } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { Pagination } from '../../products';
import styles from '../admin.module.css';
import { useAdminOrders, useSetOrderStatus } from '../api/admin-api';
import { AdminTable, ListStates, useReportFailure } from '../parts/admin-list';
import { Badge, formatDateTime } from '../parts/cells';
import { useAdminErrors } from '../shell/admin-errors';
import { MOVE_LABELS, STAFF_STATUS_LABELS } from './order-labels';

/** Pedidos: every order newest first, by status, with its detail and the moves the domain allows. */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const orders = useAdminOrders({ page, limit: 10, status: status || undefined } as never);
  const move = useSetOrderStatus();
  const { report } = useAdminErrors();
  useReportFailure(orders, adminMessages.ordersLoadFailed);

  const rows = orders.data?.orders ?? [];
  const open = rows.find((order) => order.id === openId) ?? null;
  const moveTo = (order: AdminOrder, to: OrderStatus) =>
    move.mutate(
      { id: order.id, status: to },
      {
        onSuccess: () => showToast(`Pedido ${STAFF_STATUS_LABELS[to].toLowerCase()}.`),
        onError: (error) => report(adminMessages.orderStatusFailed, error),
        onSettled: () => setCancelling(null),
      },
    );

  return (
    <>
      <label className="field">
        <span className="field__label">Status</span>
        <select
          className="input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">Todos</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STAFF_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <ListStates query={orders} count={rows.length} empty="Nenhum pedido encontrado.">
        <AdminTable
          caption="Pedidos"
          columns={['Pedido', 'Data', 'Cliente', 'Itens', 'Total', 'Status', 'Ações']}
        >
          {rows.map((order) => (
            <tr key={order.id}>
              <td>#{order.id.slice(-8)}</td>
              <td>{formatDateTime(order.createdAt)}</td>
              <td>{order.customer.name || order.customer.email}</td>
              <td>{order.items.reduce((n, item) => n + item.quantity, 0)}</td>
              <td>{formatPrice(order.total)}</td>
              <td>
                <Badge
                  tone={order.status === 'cancelled' ? 'bad' : order.status === 'delivered' ? 'ok' : 'info'}
                >
                  {STAFF_STATUS_LABELS[order.status]}
                </Badge>
              </td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Ver pedido ${order.id.slice(-8)}`}
                  onClick={() => setOpenId(order.id)}
                >
                  Ver
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <Pagination page={page} pages={orders.data?.pagination.pages ?? 0} onChange={setPage} label="Páginas" />
      <Dialog
        open={open !== null}
        onOpenChange={(value) => (value ? null : setOpenId(null))}
        title={open ? `Pedido #${open.id.slice(-8)}` : 'Pedido'}
        description={
          open
            ? `${STAFF_STATUS_LABELS[open.status]} · ${open.customer.name} (${open.customer.email})`
            : undefined
        }
      >
        {open ? (
          <div className="stack">
            <ul className="order-items">
              {open.items.map((item) => (
                <li key={item.productId} className="order-items__row">
                  <span className="order-items__name">
                    {item.quantity}× {item.name}
                  </span>
                  <span>{formatPrice(item.subtotal)}</span>
                </li>
              ))}
            </ul>
            <p>
              Frete: {open.shipping === 0 ? 'Grátis' : formatPrice(open.shipping)} ·{' '}
              <strong>Total: {formatPrice(open.total)}</strong>
            </p>
            {open.cancelReason ? <p className="muted">{open.cancelReason}</p> : null}
            <div className={styles.actions}>
              {open.nextStatuses.length === 0 ? (
                <p className="muted">Este pedido não tem mais etapas.</p>
              ) : null}
              {open.nextStatuses.map((to) => (
                <button
                  key={to}
                  type="button"
                  disabled={move.isPending}
                  className={`button button--small ${to === 'cancelled' ? 'button--danger-outline' : 'button--primary'}`}
                  onClick={() => (to === 'cancelled' ? setCancelling(open) : moveTo(open, to))}
                >
                  {MOVE_LABELS[to]}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(value) => (value ? null : setCancelling(null))}
        title="Cancelar pedido"
        description="Os produtos voltam ao estoque e, se o pedido foi pago, o valor é estornado ao cliente."
        confirmLabel="Cancelar pedido"
        cancelLabel="Voltar"
        tone="danger"
        busy={move.isPending}
        onConfirm={() => cancelling && moveTo(cancelling, 'cancelled')}
      />
    </>
  );
}
