import type { AdminOrder, AdminProduct, Pagination } from '@pele/shared/schemas/admin';
import type { Counter, Totals } from '../../adapters/dynamo/counters';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { mediaUrl } from '../../adapters/storage/media-url';
import { type OrderRecord, toOrderView } from '../../domain/orders/order-record';
import { staffMoves } from '../../domain/orders/order-status';
import { displayRating, type ProductRecord } from '../../domain/products/product-record';
import type { UserProfile } from '../../domain/users/user-profile';

/** Spec 3's admin view of a product (snake_case, image as a path under /media/). */
export const presentAdminProduct = (record: ProductRecord): AdminProduct => ({
  id: record.id,
  name: record.name,
  description: record.description,
  brand: record.brand,
  category: record.category,
  price: record.price,
  original_price: record.originalPrice,
  count_in_stock: record.countInStock,
  ingredients: record.ingredients,
  benefits: record.benefits,
  how_to_use: record.howToUse,
  skin_types: record.skinTypes,
  concerns: record.concerns,
  tags: record.tags,
  purchase_url: record.purchaseUrl,
  image_url: mediaUrl(record.imageKey),
  rating: displayRating(record),
  num_reviews: record.numReviews,
  created_at: record.createdAt,
  updated_at: record.updatedAt,
});

/** The customer of a sale kept after its account was erased: nobody is named. */
const ERASED_ACCOUNT_NAME = 'Conta excluída';

export const presentAdminOrder = (
  record: OrderRecord,
  customer: Pick<UserProfile, 'name' | 'email'> | undefined,
): AdminOrder => ({
  ...toOrderView(record),
  customer: { id: record.userId, name: customer?.name ?? ERASED_ACCOUNT_NAME, email: customer?.email ?? '' },
  nextStatuses: staffMoves(record.status),
});

/** Orders with their customers' names and e-mails (one BatchGetItem for the page). */
export const presentAdminOrders = async (records: readonly OrderRecord[]): Promise<AdminOrder[]> => {
  const profiles = await usersRepository.profiles([...new Set(records.map((r) => r.userId))]);
  const byId = new Map(profiles.map((p) => [p.userId, p]));
  return records.map((record) => presentAdminOrder(record, byId.get(record.userId)));
};

/** How many orders or reviews some states hold, from the per-state counters (`orders:<status>`, `reviews:<state>`). */
export const countedIn = (totals: Partial<Totals>, kind: 'orders' | 'reviews', states: readonly string[]) =>
  states.reduce((sum, state) => sum + (totals[`${kind}:${state}` as Counter] ?? 0), 0);

/** The page object of spec 3's paginated admin lists. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(Math.max(0, total) / limit),
});
