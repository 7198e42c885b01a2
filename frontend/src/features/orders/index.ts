/** Cart and orders as other features see them: 'Adicionar' puts a product in the server cart. */
export { useAddToCart } from './api/cart';
export { AddressSection } from './components/address-section';
export { ORDER_STATUS_LABELS } from './order-status';
