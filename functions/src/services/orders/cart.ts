import { fromCents, toCents } from '@pele/shared/plan-labels';
import { CART_MAX_LINES, type Cart, orderMessages } from '@pele/shared/schemas/orders';
import { productMessages } from '@pele/shared/schemas/products';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { mediaUrl } from '../../adapters/storage/media-url';
import { conflict, notFound } from '../../domain/errors';
import type { PricedLine } from '../../domain/orders/order-pricing';
import type { WantedLine } from '../../domain/orders/stock-check';
import { matchOf } from '../../domain/products/match';
import type { ProductRecord } from '../../domain/products/product-record';
import { loadShopper } from '../shopper';

/** `match` is the person's compatibility with the product, when the cart is read for the screen. */
export type CartLine = PricedLine & { brand: string; match: number | null };

export interface CartLines {
  /** What the cart asks for, product and quantity, whether the product still exists or not. */
  entries: WantedLine[];
  /** The entries' products as the catalog has them now (a deleted one is absent). */
  products: Map<string, ProductRecord>;
  /** The entries whose product exists, priced now. */
  lines: CartLine[];
}

/** A product's match for the person whose cart is read, 0–100 (null without an analysis: matchOf). */
type Matcher = (product: ProductRecord) => number | null;

const lineOf = (product: ProductRecord, quantity: number, matchFor?: Matcher): CartLine => ({
  productId: product.id,
  name: product.name,
  brand: product.brand,
  image: mediaUrl(product.imageKey),
  price: product.price,
  quantity,
  countInStock: product.countInStock,
  match: matchFor ? matchFor(product) : null,
});

/**
 * The caller's cart with its products read again from the catalog, together in one consistent BatchGet: current
 * price, name and stock, and each product's match when `matchFor` is given (the screen's read). Placing an order
 * needs no match, and takes the matcher as a function so its Lambda does not carry the compatibility rules and
 * the ingredient table.
 */
export const cartLines = async (userId: string, matchFor?: Matcher): Promise<CartLines> => {
  const entries = await ordersRepository.cart(userId);
  const products = new Map(
    (await productsRepository.getMany(entries.map((entry) => entry.productId))).map((product) => [
      product.id,
      product,
    ]),
  );
  const lines = entries.flatMap((entry) => {
    const product = products.get(entry.productId);
    return product ? [lineOf(product, entry.quantity, matchFor)] : [];
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
  return presentCart(await cartLines(userId, (product) => matchOf(product, profile)));
};

/**
 * Sets how many of a product the cart holds ('Adicionar' sends the current count + 1; 0 removes it). A quantity
 * above the stock is refused now rather than at payment.
 */
export const setCartQuantity = async (userId: string, productId: string, quantity: number): Promise<Cart> => {
  if (quantity > 0) {
    const product = await productsRepository.get(productId);
    if (!product) throw notFound(productMessages.notFound);
    if (quantity > product.countInStock) throw conflict(orderMessages.outOfStock(product.name));
    const entries = await ordersRepository.cart(userId);
    const isNew = !entries.some((entry) => entry.productId === productId);
    if (isNew && entries.length >= CART_MAX_LINES) throw conflict(orderMessages.cartFull);
  }
  await ordersRepository.setCartQuantity(userId, productId, quantity, new Date());
  return cartScreen(userId);
};
