/**
 * The orders' plain words, statuses and limits, without zod (orders.ts re-exports them with its schemas), so the
 * screens that show them do not load zod.
 */
export const orderMessages = {
  orderNotFound: 'Pedido não encontrado.',
  cartEmpty: 'Seu carrinho está vazio.',
  quantity: 'A quantidade deve ser um número inteiro de 0 a 20.',
  outOfStock: (name: string) => `Sem estoque suficiente de ${name}.`,
  productGone: 'Um produto do carrinho não está mais disponível.',
  notPayable: 'Este pedido não pode mais ser pago.',
  addedToCart: 'Produto adicionado ao carrinho!',
  cartLoadFailed: 'Erro ao carregar o carrinho. Tente novamente.',
  ordersLoadFailed: 'Erro ao carregar seus pedidos. Tente novamente.',
  cartFull: 'Seu carrinho chegou ao limite de 20 produtos diferentes.',
} as const;

export const CART_MAX_QUANTITY = 20;
/** Distinct products in one cart: keeps an order inside one DynamoDB transaction with its stock updates. */
export const CART_MAX_LINES = 20;

/**
 * pending_payment → paid (stock taken) → processing → shipped → delivered; cancelled from before shipping.
 * The consumer filters (spec 2.11) group paid/processing/shipped as 'Em Processamento'.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Each order status in pt-BR, the same words for the customer, staff and the server's messages (the
 * customer's filter chip 'Em Processamento' still groups paid, processing and shipped orders).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Aguardando pagamento',
  paid: 'Pago',
  processing: 'Em processamento',
  shipped: 'Enviado',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};

/** How many units an order or cart holds, in words: '1 item', '2 itens'. */
export const itemCountLabel = (items: ReadonlyArray<{ quantity: number }>) => {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
};
