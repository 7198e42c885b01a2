import { z } from 'zod';

/** `GET /api/health`: what a load balancer or an operator reads to know the API answers. */
export const health = z.object({ status: z.literal('ok'), version: z.string(), time: z.string() });
