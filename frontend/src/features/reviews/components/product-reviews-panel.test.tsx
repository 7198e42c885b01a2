import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { ProductReviewsPanel } from './product-reviews-panel';

const empty = { data: [], average: 0, count: 0, nextCursor: null, userReviewId: null };

describe('product reviews panel', () => {
  it('writes a review with a photo: presigned upload first, then the review with its key', async () => {
    const api = stubApi({
      'GET /api/reviews/product/p1': () => ok(empty),
      'POST /api/reviews/uploads': () =>
        ok({
          url: 'http://storage.test/up',
          fields: { key: 'reviews/u1/k1' },
          key: 'reviews/u1/k1',
          maxBytes: 5242880,
          expiresIn: 300,
        }),
      'POST /up': () => new Response(null, { status: 204 }),
      'POST /api/reviews': () => ok({ id: 'r1' }, 201),
    });
    renderFeature(<ProductReviewsPanel productId="p1" productName="Gel de Limpeza" />);
    expect(await screen.findByTestId('reviews-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Escreva sua Avaliação' }));
    await userEvent.click(screen.getByTestId('review-rating-5'));
    await userEvent.type(screen.getByLabelText('Título'), 'Excelente gel');
    await userEvent.type(screen.getByLabelText('Comentário'), 'Limpa sem ressecar.');
    await userEvent.selectOptions(screen.getByLabelText('Tempo de uso'), '3-6 meses');
    await userEvent.upload(
      screen.getByTestId('review-photos'),
      new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Avaliação' }));
    expect(screen.getByTestId('review-submit')).toHaveTextContent('Enviando...');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

    const order = api
      .calls()
      .filter((call) => call.method === 'POST')
      .map((call) => call.path);
    expect(order).toEqual(['/api/reviews/uploads', '/up', '/api/reviews']);
    const upload = api.calls().find((call) => call.path === '/api/reviews/uploads');
    expect(JSON.parse(String(upload?.init?.body))).toEqual({ contentType: 'image/jpeg', size: 4 });
    const create = api.calls().find((call) => call.path === '/api/reviews');
    expect(JSON.parse(String(create?.init?.body))).toEqual({
      productId: 'p1',
      rating: 5,
      title: 'Excelente gel',
      content: 'Limpa sem ressecar.',
      timeUsed: '3-6 meses',
      images: ['reviews/u1/k1'],
    });
    expect(await screen.findByText('Avaliação enviada com sucesso!')).toBeInTheDocument();
  });
});
