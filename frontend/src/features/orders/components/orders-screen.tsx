import { orderMessages } from '@pele/shared/schemas/order-words';
import type { Order } from '@pele/shared/schemas/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { SearchField } from '../../../components/search-field';
import { SkeletonRows } from '../../../components/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { useMyOrders } from '../api/orders';
import { filterOrders } from '../filter-orders';
import type { OrderFilter } from '../order-status';
import { OrderCard } from './order-card';

const FILTERS: Array<{ id: OrderFilter; label: string }> = [
  { id: 'all', label: 'Todos os Pedidos' },
  { id: 'processing', label: 'Em Processamento' },
  { id: 'delivered', label: 'Entregue' },
  { id: 'cancelled', label: 'Cancelado' },
];

/** Meus Pedidos (spec 2.11): the user's real orders with search, status chips and expandable cards. */
export function OrdersScreen({ onWriteReview }: { onWriteReview: (order: Order) => void }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OrderFilter>('all');
  const orders = useMyOrders();
  if (orders.isError)
    return (
      <LoadError
        message={orderMessages.ordersLoadFailed}
        onRetry={() => void orders.refetch()}
        testId="orders-error"
      />
    );
  if (!orders.data) return <SkeletonRows height="5rem" testId="orders-loading" />;
  const shown = filterOrders(orders.data, filter, search);
  return (
    <div className="stack">
      <Button asChild variant="secondary">
        <Link to={appPaths.cart}>Ver carrinho</Link>
      </Button>
      <SearchField
        label="Buscar pedidos"
        placeholder="Buscar por pedido ou produto"
        value={search}
        onChange={setSearch}
      />
      <fieldset className="chips">
        <legend className="visually-hidden">Filtrar por situação</legend>
        {FILTERS.map((chip) => (
          <button
            key={chip.id}
            type="button"
            className="chip"
            aria-pressed={filter === chip.id}
            onClick={() => setFilter(chip.id)}
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
      {orders.data.length === 0 ? (
        <p className="empty-state">
          Você ainda não fez pedidos. Adicione produtos ao carrinho na aba Produtos.
        </p>
      ) : shown.length === 0 ? (
        <p className="empty-state">Nenhum pedido encontrado.</p>
      ) : (
        <ul className="stack" aria-label="Pedidos">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} onWriteReview={onWriteReview} />
          ))}
        </ul>
      )}
    </div>
  );
}
