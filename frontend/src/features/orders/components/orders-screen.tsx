import { useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { filterOrders, type OrderFilter } from '../filter-orders';
import { SAMPLE_ORDERS, type SampleOrder } from '../sample-orders';
import { OrderCard } from './order-card';

const FILTERS: Array<{ id: OrderFilter; label: string }> = [
  { id: 'all', label: 'Todos os Pedidos' },
  { id: 'processing', label: 'Em Processamento' },
  { id: 'delivered', label: 'Entregue' },
  { id: 'cancelled', label: 'Cancelado' },
];

/** Orders (spec 2.11): static sample data with search, status chips and expandable cards. */
export function OrdersScreen({ onWriteReview }: { onWriteReview: (order: SampleOrder) => void }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OrderFilter>('all');
  const orders = filterOrders(SAMPLE_ORDERS, filter, search);
  return (
    <div className="stack">
      <p className="notice">Exemplo de pedidos: a loja chega em breve.</p>
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
      {orders.length === 0 ? (
        <p className="empty-state">Nenhum pedido encontrado.</p>
      ) : (
        <ul className="stack" aria-label="Pedidos">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} onWriteReview={onWriteReview} />
          ))}
        </ul>
      )}
    </div>
  );
}
