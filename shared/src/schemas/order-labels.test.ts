import { describe, expect, it } from 'vitest';
import { itemCountLabel, ORDER_STATUS_LABELS, ORDER_STATUSES } from './orders';

describe('order words shared by customers and staff', () => {
  it('names every status once, in pt-BR', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Aguardando pagamento',
      'Pago',
      'Em processamento',
      'Enviado',
      'Entregue',
      'Cancelado',
    ]);
  });

  it('counts units, not lines: one line of two is "2 itens"', () => {
    expect(itemCountLabel([{ quantity: 2 }])).toBe('2 itens');
    expect(itemCountLabel([{ quantity: 1 }])).toBe('1 item');
    expect(itemCountLabel([{ quantity: 1 }, { quantity: 3 }])).toBe('4 itens');
  });
});
