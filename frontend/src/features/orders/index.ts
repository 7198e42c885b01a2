/** Cart and orders as other features see them: 'Adicionar' puts a product in the server cart. */
export { useAddToCart } from './api/cart';
export { CartShortcut } from './components/cart-shortcut';
export { ORDER_STATUS_LABELS } from './order-status';
