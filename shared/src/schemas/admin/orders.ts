import * as z from 'zod/mini';
import { preprocess } from '../common';
import { ORDER_STATUSES, order, orderStatus } from '../orders';
import { adminMessages } from './admin-words';
import { blankToUndefined, pageQuery, pagination } from './paging';

export const adminOrdersQuery = z.extend(pageQuery, {
  status: preprocess(
    blankToUndefined,
    z.optional(z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus })),
  ),
});
export const adminOrder = z.extend(order, {
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Where staff may move it from here (the domain's transition table). */
  nextStatuses: z.array(orderStatus),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = z.object({ orders: z.array(adminOrder), pagination });
export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }),
});
