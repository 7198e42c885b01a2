import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderRefunds } from './order-refunds';

describe('OrderRefunds', () => {
  it('lists each refund with its amount in reais and its reason, under a named region', () => {
    render(
      <OrderRefunds
        refunds={[
          {
            amount: 89.9,
            reason:
              'Recebemos um segundo pagamento deste pedido, que já estava pago. Estornamos R$ 89,90 no mesmo cartão.',
            refundedAt: '2026-11-20T14:30:00.000Z',
          },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Estornos' });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent(/R\$\s89,90/);
    expect(item).toHaveTextContent('Recebemos um segundo pagamento deste pedido');
  });

  it('shows nothing for an order without refunds', () => {
    const { container } = render(<OrderRefunds refunds={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
