import type { Order } from '@pele/shared/schemas/orders';
import { formatDate, formatPrice } from '../lib/format';

/** The payments an order gave back, each with its amount, day and reason, as the customer and staff read them. */
export function OrderRefunds({ refunds }: { refunds: Order['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label="Estornos" className="order-refunds">
      <h3 className="order-refunds__title">Estornos</h3>
      <ul>
        {refunds.map((refund) => (
          <li key={`${refund.refundedAt}-${refund.reason}`}>
            <strong>{formatPrice(refund.amount)}</strong> em {formatDate(refund.refundedAt)}: {refund.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
