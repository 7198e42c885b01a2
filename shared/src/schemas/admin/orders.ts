import * as z from 'zod';
import { ORDER_STATUSES, order, orderStatus } from '../orders';
import { adminMessages } from './admin-words';
import { blankToUndefined, pageQuery, pagination } from './paging';

export const adminOrdersQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }).optional(),
  ),
});
export const adminOrder = order.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Where staff may move it from here (the domain's transition table). */
  nextStatuses: z.array(orderStatus),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = z.object({ orders: z.array(adminOrder), pagination });
export const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }),
});
