import { fromCents, toCents } from '@pele/shared/plan-labels';
import type { Cart } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { mediaUrl } from '../../adapters/storage/media-url';
import type { PricedLine } from '../../domain/orders/order-pricing';
import type { ProductRecord } from '../../domain/products/product-record';

export type CartLine = PricedLine & { brand: string };

export interface CartLines {
  lines: CartLine[];
  /** Cart entries whose product no longer exists (deleted by staff). */
  gone: string[];
}

const lineOf = (product: ProductRecord, quantity: number): CartLine => ({
  productId: product.id,
  name: product.name,
  brand: product.brand,
  image: mediaUrl(product.imageKey),
  price: product.price,
  quantity,
  countInStock: product.countInStock,
});

/** The caller's cart with each product read again from the catalog: current price, name and stock. */
export const cartLines = async (userId: string): Promise<CartLines> => {
  const entries = await ordersRepository.cart(userId);
  const products = await Promise.all(entries.map((entry) => productsRepository.get(entry.productId)));
  const lines: CartLine[] = [];
  const gone: string[] = [];
  entries.forEach((entry, index) => {
    const product = products[index];
    if (product) lines.push(lineOf(product, entry.quantity));
    else gone.push(entry.productId);
  });
  return { lines, gone };
};

export const presentCart = ({ lines }: CartLines): Cart => {
  const items = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    brand: line.brand,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    subtotal: fromCents(toCents(line.price) * line.quantity),
    inStock: line.countInStock,
  }));
  return {
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: fromCents(items.reduce((sum, item) => sum + toCents(item.subtotal), 0)),
  };
};
