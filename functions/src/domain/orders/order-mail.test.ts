import { describe, expect, it } from 'vitest';
import { orderMail } from './order-mail';

const order = {
  id: '01JD0000000000000000ABCDEF',
  number: 'PA-7K3Q9',
  items: [{ productId: 'p1', name: 'Sérum <Lumina>', image: '', price: 89.9, quantity: 2, subtotal: 179.8 }],
  total: 179.8,
  deliveryAddress: {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP' as const,
  },
};

describe("an order's e-mails", () => {
  it('confirm the payment with the number, the items, the total and the delivery address', () => {
    const mail = orderMail({ kind: 'confirmed', name: 'Maria Souza', order, appUrl: 'https://pele.test/' });
    expect(mail.subject).toBe('Pedido PA-7K3Q9 confirmado');
    expect(mail.text).toContain('Olá, Maria!');
    expect(mail.text).toContain('2× Sérum <Lumina> — R$ 179,80');
    expect(mail.text).toContain('Total: R$ 179,80');
    expect(mail.text).toContain(
      'Avenida Paulista, 1000 — Apto 12\nBela Vista, São Paulo — SP\nCEP 01310-100',
    );
    expect(mail.text).toContain('https://pele.test/app/orders/01JD0000000000000000ABCDEF');
    // Names are text in the HTML, never markup.
    expect(mail.html).toContain('Sérum &lt;Lumina&gt;');
    expect(mail.html).not.toContain('<Lumina>');
  });

  it('say when it is shipped and when it is delivered', () => {
    expect(orderMail({ kind: 'shipped', name: 'Ana', order, appUrl: 'https://pele.test' }).subject).toBe(
      'Pedido PA-7K3Q9 enviado',
    );
    const delivered = orderMail({ kind: 'delivered', name: 'Ana', order, appUrl: 'https://pele.test' });
    expect(delivered.subject).toBe('Pedido PA-7K3Q9 entregue');
    expect(delivered.text).toContain('CEP 01310-100');
  });
});
