import { fromCents, toCents } from '@pele/shared/plan-labels';
import type { Cart } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { mediaUrl } from '../../adapters/storage/media-url';
import type { PricedLine } from '../../domain/orders/order-pricing';
import type { WantedLine } from '../../domain/orders/stock-check';
import type { ProductRecord } from '../../domain/products/product-record';

export type CartLine = PricedLine & { brand: string };

export interface CartLines {
  /** What the cart asks for, product and quantity, whether the product still exists or not. */
  entries: WantedLine[];
  /** The entries' products as the catalog has them now (a deleted one is absent). */
  products: Map<string, ProductRecord>;
  /** The entries whose product exists, priced now. */
  lines: CartLine[];
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

/**
 * The caller's cart with its products read again from the catalog, together in one consistent BatchGet: current
 * price, name and stock.
 */
export const cartLines = async (userId: string): Promise<CartLines> => {
  const entries = await ordersRepository.cart(userId);
  const products = new Map(
    (await productsRepository.getMany(entries.map((entry) => entry.productId))).map((product) => [
      product.id,
      product,
    ]),
  );
  const lines = entries.flatMap((entry) => {
    const product = products.get(entry.productId);
    return product ? [lineOf(product, entry.quantity)] : [];
  });
  return { entries, products, lines };
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
