import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route-def';

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    handler: 'system/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), version: z.string(), time: z.string() }),
  }),
} satisfies Record<string, RouteDef>;
