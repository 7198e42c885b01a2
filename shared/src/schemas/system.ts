import * as z from 'zod';

/** `GET /api/health`: what a load balancer or an operator reads to know the API answers. */
export const health = z.object({ status: z.literal('ok'), version: z.string(), time: z.string() });

/**
 * `GET /api/settings/public`: the one setting the public pages read (the support phone). Declared here, not
 * picked from the admin panel's settings, so the public route's bundle carries no admin schema.
 */
export const publicSettings = z.object({ supportPhone: z.string() });
