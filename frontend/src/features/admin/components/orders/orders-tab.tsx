import { ADMIN_PAGE_SIZE, adminMessages } from '@pele/shared/schemas/admin';
import { itemCountLabel, ORDER_STATUSES, type OrderStatus } from '@pele/shared/schemas/orders';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '../../../../components/button';
import { adminPaths } from '../../../../lib/app-paths';
import { formatPrice } from '../../../../lib/format';
import { useAdminOrders } from '../../api/list-orders';
import styles from '../admin.module.css';
import { AdminListTable, AdminPager } from '../parts/admin-list';
import { Badge, formatDateTime } from '../parts/cells';
import type { OrderDetailState } from './order-detail-dialog';
import { STAFF_STATUS_LABELS } from './order-labels';

const tone = (status: OrderStatus) =>
  status === 'cancelled' ? 'bad' : status === 'delivered' ? 'ok' : 'info';

/**
 * Pedidos: every order newest first, filtered by status. A row opens /admin/orders/:orderId over the list
 * (a child route, so the filter and page stay as they were).
 */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useAdminOrders({ page, limit: ADMIN_PAGE_SIZE, status: status || undefined });
  const rows = orders.data?.orders ?? [];

  return (
    <>
      <div className={styles.toolbar}>
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
      </div>
      <AdminListTable
        query={orders}
        count={rows.length}
        empty="Nenhum pedido encontrado."
        failed={adminMessages.ordersLoadFailed}
        caption="Pedidos"
        columns={['Pedido', 'Data', 'Cliente', 'Itens', 'Total', 'Status', 'Ações']}
      >
        {rows.map((order) => (
          <tr key={order.id}>
            <td>
              <span title={order.id}>{order.number}</span>
            </td>
            <td>{formatDateTime(order.createdAt)}</td>
            <td>{order.customer.name || order.customer.email}</td>
            <td>{itemCountLabel(order.items)}</td>
            <td>{formatPrice(order.total)}</td>
            <td>
              <Badge tone={tone(order.status)}>{STAFF_STATUS_LABELS[order.status]}</Badge>
            </td>
            <td>
              <Button asChild variant="secondary" size="small">
                <Link
                  to={adminPaths.order(order.id)}
                  state={{ fromList: true } satisfies OrderDetailState}
                  aria-label={`Ver pedido ${order.number}`}
                >
                  Ver
                </Link>
              </Button>
            </td>
          </tr>
        ))}
      </AdminListTable>
      <AdminPager page={page} pages={orders.data?.pagination.pages ?? 0} onChange={setPage} />
      <Outlet />
    </>
  );
}
