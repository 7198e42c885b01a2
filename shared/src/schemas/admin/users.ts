import * as z from 'zod/mini';
import { schema } from '../schema';
import { subscriptionStatus } from '../subscriptions';
import { adminIdParams, pageQuery, pagination, searchText } from './paging';

export const adminUsersQuery = /* @__PURE__ */ schema(() => z.extend(pageQuery, { search: searchText }));
export const adminUser = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
    /** What the account has now: its paying plan, the free trial, or nothing. */
    plan: z.object({
      kind: z.enum(['subscription', 'trial', 'none']),
      name: z.nullable(z.string()),
      status: z.nullable(subscriptionStatus),
      until: z.nullable(z.string()),
    }),
    counts: z.object({
      analyses: z.number().check(z.int()),
      reviews: z.number().check(z.int()),
      orders: z.number().check(z.int()),
    }),
  }),
);
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = /* @__PURE__ */ schema(() =>
  z.object({ users: z.array(adminUser), pagination }),
);

export const userStatusBody = /* @__PURE__ */ schema(() =>
  z.object({
    isActive: z.boolean({ error: 'Informe isActive como verdadeiro ou falso.' }),
  }),
);
export const userIdParams = adminIdParams;
export const userStatus = /* @__PURE__ */ schema(() => z.object({ id: z.string(), isActive: z.boolean() }));
