import { fromCents, toCents } from '@pele/shared/plan-labels';
import type { Cart } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { mediaUrl } from '../../adapters/storage/media-url';
import type { PricedLine } from '../../domain/orders/order-pricing';
import { matchOf } from '../../domain/products/match';
import type { ProductRecord } from '../../domain/products/product-record';
import type { SkinProfile } from '../../domain/products/types';
import { loadShopper } from '../shopper';

/** `match` is the person's compatibility with the product, when the cart is read for the screen. */
export type CartLine = PricedLine & { brand: string; match: number | null };

export interface CartLines {
  lines: CartLine[];
  /** Cart entries whose product no longer exists (deleted by staff). */
  gone: string[];
}

const lineOf = (product: ProductRecord, quantity: number, profile?: SkinProfile): CartLine => ({
  productId: product.id,
  name: product.name,
  brand: product.brand,
  image: mediaUrl(product.imageKey),
  price: product.price,
  quantity,
  countInStock: product.countInStock,
  match: profile ? matchOf(product, profile) : null,
});

/**
 * The caller's cart with each product read again from the catalog: current price, name and stock, and the
 * match for `profile` when given (the screen's read; placing an order needs none).
 */
export const cartLines = async (userId: string, profile?: SkinProfile): Promise<CartLines> => {
  const entries = await ordersRepository.cart(userId);
  const products = await Promise.all(entries.map((entry) => productsRepository.get(entry.productId)));
  const lines: CartLine[] = [];
  const gone: string[] = [];
  entries.forEach((entry, index) => {
    const product = products[index];
    if (product) lines.push(lineOf(product, entry.quantity, profile));
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
    match: line.match,
  }));
  return {
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: fromCents(items.reduce((sum, item) => sum + toCents(item.subtotal), 0)),
  };
};

/** The caller's cart as the cart screen shows it, each line with the caller's match for its product. */
export const cartScreen = async (userId: string): Promise<Cart> => {
  const { profile } = await loadShopper(userId);
  return presentCart(await cartLines(userId, profile));
};
