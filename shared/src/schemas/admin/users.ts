import * as z from 'zod';
import { subscriptionStatus } from '../subscriptions';
import { adminIdParams, pageQuery, pagination, searchText } from './paging';

export const adminUsersQuery = pageQuery.extend({ search: searchText });
export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** What the account has now: its paying plan, the free trial, or nothing. */
  plan: z.object({
    kind: z.enum(['subscription', 'trial', 'none']),
    name: z.string().nullable(),
    status: subscriptionStatus.nullable(),
    until: z.string().nullable(),
  }),
  counts: z.object({ analyses: z.number().int(), reviews: z.number().int(), orders: z.number().int() }),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = z.object({ users: z.array(adminUser), pagination });

export const userStatusBody = z.object({
  isActive: z.boolean({ error: 'Informe isActive como verdadeiro ou falso.' }),
});
export const userIdParams = adminIdParams;
export const userStatus = z.object({ id: z.string(), isActive: z.boolean() });
