import { orderMessages } from '@pele/shared/schemas/order-words';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { SkeletonRows } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-error';
import { appPaths } from '../../../lib/app-paths';
import { useOrder } from '../api/orders';
import { OrderCard } from './order-card';

/** /app/orders/:orderId: one order, opened, with its items, totals and support link. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const navigate = useNavigate();
  return (
    <PageLayout back={{ to: appPaths.orders, label: 'Meus Pedidos' }}>
      <h1 className="title">Pedido</h1>
      {order.isError ? (
        <LoadError
          message={
            isApiError(order.error) && order.error.status === 404
              ? orderMessages.orderNotFound
              : orderMessages.ordersLoadFailed
          }
          onRetry={() => void order.refetch()}
        />
      ) : order.data ? (
        <ul className="stack">
          <OrderCard
            order={order.data}
            defaultOpen
            onWriteReview={(o) => navigate(appPaths.product(o.items[0]?.productId ?? ''))}
          />
        </ul>
      ) : (
        <SkeletonRows height="6rem" />
      )}
    </PageLayout>
  );
}
