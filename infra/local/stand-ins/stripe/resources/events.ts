import { listOf, missing } from '../stripe-objects';
import type { StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';

export const eventOf = ({ state }: StripeContext, id: string): StripeObject => {
  const event = state.events.find((candidate) => candidate.id === id);
  if (!event) throw missing('event', id);
  return event;
};

export const eventRoutes: StripeRoute[] = [
  {
    method: 'GET',
    path: '/v1/events',
    answer: ({ state }) => ({ body: listOf(state.events.slice(0, 100), '/v1/events') }),
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    answer: (ctx, { params }) => ({ object: eventOf(ctx, params.id ?? '') }),
  },
];
