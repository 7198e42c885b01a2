import { addressLines } from '@pele/shared/schemas/address';
import { itemCountLabel, type OrderStatus } from '@pele/shared/schemas/order-words';
import type { Order } from '@pele/shared/schemas/orders';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { ChevronDownIcon } from '../../../components/icons';
import { OrderRefunds } from '../../../components/order-refunds';
import { formatDate, formatPrice } from '../../../lib/format';
import { useSupportContacts } from '../../../lib/use-support-contacts';
import { usePayOrder } from '../api/orders';
import { ORDER_STATUS_LABELS } from '../order-status';
import { supportLink } from '../support-link';
import styles from './order-card.module.css';

/** The statuses with a colour of their own; the others keep the pill's neutral look. */
const STATUS_PILL: Partial<Record<OrderStatus, string>> = {
  processing: styles.statusPillProcessing,
  delivered: styles.statusPillDelivered,
  cancelled: styles.statusPillCancelled,
};

interface OrderCardProps {
  order: Order;
  onWriteReview: (order: Order) => void;
  /** Opened at first (the order's own page). */
  defaultOpen?: boolean;
}

/**
 * One order, expandable to its items, totals, support link (while staff set a number), 'Escrever Avaliação' when delivered and
 * 'Pagar agora' while unpaid.
 */
export function OrderCard({ order, onWriteReview, defaultOpen = false }: OrderCardProps) {
  const detailsId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const pay = usePayOrder();
  const chat = supportLink(order.number, useSupportContacts().supportPhone);
  return (
    <li className={`card ${styles.orderCard}`} data-testid={`order-${order.id}`}>
      <OrderSummaryButton
        order={order}
        open={open}
        detailsId={detailsId}
        onToggle={() => setOpen((value) => !value)}
      />
      <div id={detailsId} hidden={!open} className={styles.orderCardDetails}>
        <OrderItemsAndTotals order={order} />
        {order.cancelReason && <p className="muted">{order.cancelReason}</p>}
        <OrderRefunds refunds={order.refunds} />
        {order.deliveryAddress && (
          <p className="muted" data-testid="order-address">
            <strong>Entrega:</strong>{' '}
            {addressLines(order.deliveryAddress).map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
          </p>
        )}
        {pay.isError && (
          <p className="error-box" role="alert">
            {pay.error.message}
          </p>
        )}
        <div className="button-row">
          {chat && (
            <Button asChild variant="secondary">
              <a href={chat} target="_blank" rel="noopener noreferrer">
                Falar com o suporte
              </a>
            </Button>
          )}
          {order.status === 'pending_payment' && (
            <Button variant="primary" disabled={pay.isPending} onClick={() => pay.mutate(order.id)}>
              Pagar agora
            </Button>
          )}
          {order.status === 'delivered' && (
            <Button variant="primary" onClick={() => onWriteReview(order)}>
              Escrever Avaliação
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The order's lines, shipping and total. */
function OrderItemsAndTotals({ order }: { order: Order }) {
  return (
    <>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.productId} className="order-items__row">
            {item.image ? (
              <img src={item.image} alt="" className="order-items__thumb" loading="lazy" />
            ) : (
              // A line whose product had no picture keeps its initial.
              <span className="order-items__thumb" aria-hidden="true">
                {item.name.charAt(0)}
              </span>
            )}
            <span className="order-items__name">
              {item.name}
              <span className="muted"> × {item.quantity}</span>
            </span>
            <span>{formatPrice(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>Frete</dt>
          <dd>{order.shipping === 0 ? 'Grátis' : formatPrice(order.shipping)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="order-totals__total">{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The order's number, date, count and status; opens and closes its details. */
function OrderSummaryButton({
  order,
  open,
  detailsId,
  onToggle,
}: {
  order: Order;
  open: boolean;
  detailsId: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.orderCardSummary}
      aria-expanded={open}
      aria-controls={detailsId}
      onClick={onToggle}
    >
      <span className={styles.orderCardHeading}>
        <span className={styles.orderCardId}>Pedido {order.number}</span>
        <span className="muted">
          {formatDate(order.date)} · {itemCountLabel(order.items)}
        </span>
      </span>
      <span className={`${styles.statusPill} ${STATUS_PILL[order.status] ?? ''}`}>
        {ORDER_STATUS_LABELS[order.status]}
      </span>
      <span className={`${styles.orderCardChevron} ${open ? styles.orderCardChevronOpen : ''}`}>
        <ChevronDownIcon />
      </span>
    </button>
  );
}
