/** TanStack Query keys of the cart and orders. */
export const orderKeys = {
  cart: () => ['cart'] as const,
  address: () => ['delivery-address'] as const,
  mine: () => ['orders', 'mine'] as const,
  one: (id: string) => ['orders', id] as const,
};
