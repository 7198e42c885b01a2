import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { TEST_ADDRESS } from '../order-test-fixtures';
import { CartScreen } from './cart-screen';

const cart = {
  items: [
    {
      productId: 'p1',
      name: 'Sérum C',
      brand: 'Pele Lab',
      image: '/media/catalog/p1.svg',
      price: 50,
      quantity: 2,
      subtotal: 100,
      inStock: 5,
      match: null,
    },
  ],
  itemCount: 2,
  total: 100,
};

describe('the cart before payment', () => {
  it("asks for the delivery address first: 'Finalizar Compra' waits until one is saved", async () => {
    let saved: typeof TEST_ADDRESS | null = null;
    const api = stubApi({
      'GET /api/cart': () => ok(cart),
      'GET /api/users/me/address': () => ok({ address: saved }),
      'PUT /api/users/me/address': (_url, init) => {
        saved = JSON.parse(String(init?.body));
        return ok({ address: saved });
      },
    });
    renderFeature(<CartScreen />, { path: '/app/cart' });
    expect(await screen.findByTestId('address-needed')).toHaveTextContent(
      'Informe o endereço de entrega antes de pagar.',
    );
    expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(screen.getByText('Informe o CEP no formato 00000-000.')).toBeInTheDocument();
    expect(api.calls().some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await userEvent.type(screen.getByLabelText('Rua'), TEST_ADDRESS.street);
    await userEvent.type(screen.getByLabelText('Número'), TEST_ADDRESS.number);
    await userEvent.type(screen.getByLabelText('Complemento (opcional)'), TEST_ADDRESS.complement);
    await userEvent.type(screen.getByLabelText('Bairro'), TEST_ADDRESS.neighborhood);
    await userEvent.type(screen.getByLabelText('Cidade'), TEST_ADDRESS.city);
    await userEvent.selectOptions(screen.getByLabelText('Estado (UF)'), 'SP');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    expect(await screen.findByTestId('address-summary')).toHaveTextContent(
      'Avenida Paulista, 1000 — Apto 12',
    );
    expect(screen.getByTestId('address-summary')).toHaveTextContent('CEP 01310-100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeEnabled());
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual(TEST_ADDRESS);
  });
});
