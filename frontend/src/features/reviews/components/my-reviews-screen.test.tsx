import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { testReview } from '../review-test-fixtures';
import { MyReviewsScreen } from './my-reviews-screen';

const mine = (id: string, productName: string, title: string) =>
  testReview(id, {
    productId: `prod-${id}`,
    user: { name: 'Maria' },
    rating: 4,
    title,
    content: 'Gostei do resultado.',
    product: { id: `prod-${id}`, name: productName, image_url: `/media/catalog/prod-${id}.svg` },
    product_id: `prod-${id}`,
    created_at: '2025-03-01T00:00:00Z',
    time_used: '1-3 meses',
    imageKeys: [],
  });
const reviews = [
  mine('r1', 'Gel de Limpeza', 'Limpa bem'),
  mine('r2', 'Sérum Vitamina C', 'Pele mais uniforme'),
];

describe('my reviews', () => {
  it('marks a review removed by moderation, and nothing on the published ones', async () => {
    stubApi({
      'GET /api/reviews/user': () =>
        ok([
          { ...mine('r1', 'Gel de Limpeza', 'Limpa bem'), moderation: 'rejected' },
          { ...mine('r2', 'Sérum Vitamina C', 'Pele mais uniforme'), moderation: 'pending' },
        ]),
    });
    renderFeature(<MyReviewsScreen />);
    const [rejected, published] = await screen.findAllByTestId('my-review');
    expect(within(rejected as HTMLElement).getByText('Removida pela moderação')).toBeVisible();
    expect(rejected).toHaveTextContent('não aparece para outras pessoas');
    expect(published).not.toHaveTextContent(/moderação|análise/);
  });

  it('searches by product or text', async () => {
    stubApi({ 'GET /api/reviews/user': () => ok(reviews) });
    renderFeature(<MyReviewsScreen />);
    expect(await screen.findAllByTestId('my-review')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Buscar avaliações'), 'uniforme');
    expect(screen.getAllByTestId('my-review')).toHaveLength(1);
    expect(screen.getByText('Sérum Vitamina C')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    let stored = reviews;
    const api = stubApi({
      'GET /api/reviews/user': () => ok(stored),
      'DELETE /api/reviews/r1': () => {
        stored = stored.filter((review) => review.id !== 'r1');
        return ok({ deleted: true, id: 'r1' });
      },
    });
    renderFeature(<MyReviewsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir avaliação de Gel de Limpeza' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Excluir avaliação?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls().some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getAllByTestId('my-review')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir avaliação de Gel de Limpeza' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('my-review')).toHaveLength(1));
    expect(
      api
        .calls()
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.path),
    ).toEqual(['/api/reviews/r1']);
  });

  it("says 'Erro ao excluir avaliação. Tente novamente.' when the deletion fails", async () => {
    stubApi({
      'GET /api/reviews/user': () => ok(reviews),
      'DELETE /api/reviews/r1': () => fail(500, 'boom', 'INTERNAL'),
    });
    renderFeature(<MyReviewsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir avaliação de Gel de Limpeza' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Erro ao excluir avaliação. Tente novamente.')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-review')).toHaveLength(2);
  });

  it('edits a review in the dialog and sends time_used', async () => {
    const api = stubApi({
      'GET /api/reviews/user': () => ok(reviews),
      'PUT /api/reviews/r2': () => ok({ ...reviews[1], title: 'Clareou manchas' }),
    });
    renderFeature(<MyReviewsScreen />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar avaliação de Sérum Vitamina C' }),
    );
    const title = await screen.findByLabelText('Título');
    expect(title).toHaveValue('Pele mais uniforme');
    await userEvent.clear(title);
    await userEvent.type(title, 'Clareou manchas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      rating: 4,
      title: 'Clareou manchas',
      content: 'Gostei do resultado.',
      time_used: '1-3 meses',
      images: [],
    });
  });

  it("says 'Erro ao carregar suas avaliações. Tente novamente.' with a retry", async () => {
    stubApi({ 'GET /api/reviews/user': () => fail(500, 'boom', 'INTERNAL') });
    renderFeature(<MyReviewsScreen />);
    expect(await screen.findByTestId('my-reviews-error')).toHaveTextContent(
      'Erro ao carregar suas avaliações. Tente novamente.',
    );
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });
});
