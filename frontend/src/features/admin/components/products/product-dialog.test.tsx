import { type AdminProduct, adminMessages } from '@pele/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../../testing/render-feature';
import { ProductDialog } from './product-dialog';
import { testAdminProduct } from './test-product';

const product = testAdminProduct({ name: 'Sérum Lumina', count_in_stock: 3 });

const sentBody = (calls: ReturnType<ReturnType<typeof stubApi>['calls']>, method: string, path: string) =>
  JSON.parse(String(calls.find((call) => call.method === method && call.path === path)?.init?.body));

const open = (editing: AdminProduct | null = null) => {
  const onClose = vi.fn();
  renderFeature(<ProductDialog product={editing} onClose={onClose} />, { path: '/admin/products' });
  const dialog = screen.getByRole('dialog', { name: editing ? 'Editar Produto' : 'Adicionar Produto' });
  return { dialog, onClose, user: userEvent.setup() };
};

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('admin product dialog', () => {
  it('shows every required field error and sends nothing when saved empty', async () => {
    const { fetchMock } = stubApi({});
    const { dialog, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    for (const message of [
      adminMessages.name,
      adminMessages.brand,
      adminMessages.description,
      adminMessages.category,
      adminMessages.priceRequired,
      adminMessages.stockRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Nome *')).toHaveFocus();
    expect(within(dialog).getByLabelText('Nome *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    stubApi({});
    const { dialog, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await user.type(within(dialog).getByLabelText('Marca *'), 'L');
    expect(within(dialog).queryByText(adminMessages.brand)).not.toBeInTheDocument();
    expect(within(dialog).getByText(adminMessages.name)).toBeInTheDocument();
  });

  it("adds ingredients with Enter or 'Adicionar', ignoring blanks and repeats, and removes them", async () => {
    stubApi({});
    const { dialog, user } = open();
    const input = within(dialog).getByLabelText('Novo ingrediente');
    await user.type(input, 'Niacinamida{Enter}');
    await user.type(input, 'niacinamida{Enter}');
    await user.type(input, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await user.type(input, ' Zinco ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    const list = within(dialog).getByRole('list', { name: 'Ingredientes adicionados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Niacinamida×', 'Zinco×']);
    expect(input).toHaveValue('');
    // Enter in the ingredient box adds; it does not submit the product.
    expect(within(dialog).queryByText(adminMessages.name)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover Niacinamida' }));
    expect(within(dialog).queryByRole('button', { name: 'Remover Niacinamida' })).not.toBeInTheDocument();
  });

  it('creates a product with the spec 5 payload and the uploaded image key, then closes', async () => {
    const { calls } = stubApi({
      'POST /api/admin/products/image-upload': () =>
        ok({
          url: 'https://upload.test/',
          fields: { key: 'k' },
          key: 'uploads/k.png',
          maxBytes: 1,
          expiresIn: 60,
        }),
      'POST /': () => new Response(null, { status: 204 }),
      'POST /api/admin/products': () => ok(product, 201),
    });
    const { dialog, onClose, user } = open();
    await user.type(within(dialog).getByLabelText('Nome *'), 'Sérum Lumina');
    await user.type(within(dialog).getByLabelText('Marca *'), 'Lumina');
    await user.selectOptions(within(dialog).getByLabelText('Categoria *'), 'serums');
    await user.type(within(dialog).getByLabelText('Preço (R$) *'), '89,90');
    await user.type(within(dialog).getByLabelText('Estoque *'), '0');
    await user.type(within(dialog).getByLabelText('Descrição *'), 'Antioxidante');
    await user.type(within(dialog).getByLabelText('Tags (separadas por vírgula)'), 'noite, , vegano');
    await user.upload(
      within(dialog).getByLabelText('Escolher imagem'),
      new File(['png'], 'serum.png', { type: 'image/png' }),
    );
    expect(
      within(dialog).getByRole('img', { name: 'Pré-visualização da imagem do produto' }),
    ).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls(), 'POST', '/api/admin/products/image-upload')).toEqual({
      contentType: 'image/png',
      size: 3,
    });
    expect(sentBody(calls(), 'POST', '/api/admin/products')).toMatchObject({
      name: 'Sérum Lumina',
      price: 89.9,
      countInStock: 0,
      tags: ['noite', 'vegano'],
      imageKey: 'uploads/k.png',
    });
  });

  it('refuses a file that is not an image', async () => {
    stubApi({});
    const { dialog } = open();
    const input = within(dialog).getByLabelText('Escolher imagem');
    // userEvent.upload honours `accept`; a drop or a picker set to "all files" does not.
    await userEvent.upload(input, new File(['%PDF'], 'bula.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha uma imagem PNG, JPG ou WebP.');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('on edit sends removeImage when the image was removed, and the stock even at 0', async () => {
    const { calls } = stubApi({ 'PUT /api/admin/products/p1': () => ok(product) });
    const { dialog, onClose, user } = open(product);
    await user.clear(within(dialog).getByLabelText('Estoque *'));
    await user.type(within(dialog).getByLabelText('Estoque *'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Remover imagem' }));
    expect(within(dialog).getByText('A imagem será removida ao salvar.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls(), 'PUT', '/api/admin/products/p1')).toMatchObject({
      removeImage: true,
      countInStock: 0,
      price: 89.9,
    });
  });

  it("shows the save error with the server's words and its field messages", async () => {
    stubApi({
      'PUT /api/admin/products/p1': () =>
        fail(400, 'Dados inválidos.', 'VALIDATION_ERROR', { 'body.purchaseUrl': adminMessages.purchaseUrl }),
    });
    const { dialog, onClose, user } = open(product);
    await user.type(within(dialog).getByLabelText('Link de compra'), 'http://loja');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${adminMessages.productSaveFailed}: Dados inválidos.`,
    );
    expect(within(dialog).getByText(adminMessages.purchaseUrl)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Link de compra')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
