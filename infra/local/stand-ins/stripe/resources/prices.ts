import { invalid, linesOf } from '../stripe-objects';
import type { StripeRoute } from './context';

export const priceRoutes: StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/prices',
    answer: ({ state }, { form }) => {
      const [line] = linesOf(state, { line_items: [{ price_data: form, quantity: '1' }] });
      if (!line) throw invalid('Missing required param: unit_amount.', 'unit_amount');
      return { object: line.price };
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    answer: (ctx, { params }) => ({ object: ctx.need(ctx.state.prices, 'price', params.id ?? '') }),
  },
];
