import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { CartShortcut } from './cart-shortcut';

const cartOf = (itemCount: number) => ({ items: [], itemCount, total: 0 });

describe("the shell's cart shortcut", () => {
  it('shows how many items the cart holds and opens the cart', async () => {
    stubApi({ 'GET /api/cart': () => ok(cartOf(3)) });
    const { router } = renderFeature(<CartShortcut />, { path: '/app' });
    const button = await screen.findByRole('button', { name: 'Carrinho, 3 itens' });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    await userEvent.click(button);
    expect(router.state.location.pathname).toBe('/app/cart');
  });

  it('shows no count for an empty cart', async () => {
    stubApi({ 'GET /api/cart': () => ok(cartOf(0)) });
    renderFeature(<CartShortcut />, { path: '/app/products/p1' });
    expect(await screen.findByRole('button', { name: 'Carrinho vazio' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('caps the badge at 9+', async () => {
    stubApi({ 'GET /api/cart': () => ok(cartOf(12)) });
    renderFeature(<CartShortcut />);
    expect(await screen.findByRole('button', { name: 'Carrinho, 12 itens' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('9+');
  });

  it('is not on the cart screen itself', () => {
    stubApi({ 'GET /api/cart': () => ok(cartOf(2)) });
    renderFeature(<CartShortcut />, { path: '/app/cart' });
    expect(screen.queryByTestId('cart-shortcut')).toBeNull();
  });
});
