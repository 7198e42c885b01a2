import * as z from 'zod/mini';
import { preprocess } from '../common';
import { ORDER_STATUSES, order, orderStatus } from '../orders';
import { schema } from '../schema';
import { adminMessages } from './admin-words';
import { blankToUndefined, pageQuery, pagination } from './paging';

export const adminOrdersQuery = /* @__PURE__ */ schema(() =>
  z.extend(pageQuery, {
    status: preprocess(
      blankToUndefined,
      z.optional(z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus })),
    ),
  }),
);
export const adminOrder = /* @__PURE__ */ schema(() =>
  z.extend(order, {
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    /** Where staff may move it from here (the domain's transition table). */
    nextStatuses: z.array(orderStatus),
  }),
);
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = /* @__PURE__ */ schema(() =>
  z.object({ orders: z.array(adminOrder), pagination }),
);
export const orderStatusBody = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(ORDER_STATUSES, { error: adminMessages.orderStatus }),
  }),
);
