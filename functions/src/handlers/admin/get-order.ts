import { adminGetOrder } from '@pele/shared/routes/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminOrders } from '../../services/admin/admin-views';

export const handler = createHandler(adminGetOrder, async ({ params }) => {
  const order = await ordersRepository.getById(params.id);
  if (!order) throw notFound(adminMessages.orderNotFound);
  const [view] = await presentAdminOrders([order]);
  return view as NonNullable<typeof view>;
});
