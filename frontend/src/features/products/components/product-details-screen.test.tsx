import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { testDetail, testProduct } from '../product-test-fixtures';
import { ProductDetailsScreen } from './product-details-screen';

const review = (n: number) => ({
  _id: `r${n}`,
  id: `r${n}`,
  productId: 'p1',
  user: { name: `Pessoa ${n}` },
  rating: 4,
  title: `Avaliação ${n}`,
  content: n === 1 ? `${'Ótimo produto. '.repeat(10)}fim` : 'Bom.',
  timeUsed: '1-3 meses',
  images: [],
  verified: false,
  approved: true,
  createdAt: `2025-03-0${n}T00:00:00Z`,
  updatedAt: `2025-03-0${n}T00:00:00Z`,
  helpfulCount: 0,
  mine: false,
  votedHelpful: false,
  reported: false,
});

const detail = testDetail({
  id: 'p1',
  name: 'Sérum Clareador',
  price: 75,
  originalPrice: 100,
  alternatives: [testProduct({ id: 'p9', name: 'Sérum Alternativo' })],
  compatibility: {
    score: 10,
    reasons: [],
    alerts: [
      { ingredient: 'Parfum', reason: 'Contém Parfum, que está na sua lista de ingredientes a evitar.' },
    ],
    warnings: [
      'Este produto não é indicado especificamente para pele seca. Consulte um dermatologista antes de usar.',
    ],
    basedOnAnalysis: true,
    skinType: 'Seca',
  },
  ingredients: ['Aqua', 'Parfum'],
});

const api = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/products/p1': () => ok(detail),
    'GET /api/reviews/product/p1': () =>
      ok({
        data: [review(1), review(2), review(3)],
        average: 4.25,
        count: 4,
        nextCursor: 'c1',
        userReviewId: null,
      }),
    ...extra,
  });

describe('product details', () => {
  it('shows the match badge, price with discount, the alert and the purchase link', async () => {
    api();
    renderFeature(<ProductDetailsScreen productId="p1" />);
    expect(await screen.findByRole('heading', { name: 'Sérum Clareador' })).toBeInTheDocument();
    expect(screen.getByTestId('match-badge')).toHaveTextContent('10% compatível');
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('25% OFF');
    expect(screen.getByTestId('product-price')).toHaveTextContent(/R\$\s75,00/);
    expect(screen.getByTestId('product-alert-banner')).toHaveTextContent('Parfum');
    const buy = screen.getByRole('link', { name: /Comprar/ });
    expect(buy).toHaveAttribute('href', 'https://www.amazon.com.br/s?k=S%C3%A9rum%20Clareador&tag=peleai-20');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener sponsored');
  });

  it("leaves out 'Como Usar' when staff left it blank", async () => {
    api({ 'GET /api/products/p1': () => ok({ ...detail, howToUse: '  ' }) });
    renderFeature(<ProductDetailsScreen productId="p1" />);
    expect(await screen.findByRole('heading', { name: 'Sérum Clareador' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Como Usar' })).not.toBeInTheDocument();
  });

  it("shows 'Como Usar' with the staff's text", async () => {
    api({ 'GET /api/products/p1': () => ok({ ...detail, howToUse: 'Aplique à noite.' }) });
    renderFeature(<ProductDetailsScreen productId="p1" />);
    expect(await screen.findByRole('heading', { name: 'Como Usar' })).toBeInTheDocument();
    expect(screen.getByText('Aplique à noite.')).toBeInTheDocument();
  });

  it('highlights avoided ingredients and shows the dermatologist warning in the compatibility box', async () => {
    api();
    renderFeature(<ProductDetailsScreen productId="p1" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Ingredientes' }));
    const items = within(screen.getByRole('list', { name: 'Ingredientes' })).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-alert', 'true');
    expect(screen.getByTestId('compatibility-warnings')).toHaveTextContent('Consulte um dermatologista');
    expect(screen.getByRole('heading', { name: 'Recomendado para' })).toBeInTheDocument();
  });

  it('shows the first 3 reviews, the average and count, and expands long ones', async () => {
    api();
    renderFeature(<ProductDetailsScreen productId="p1" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Avaliações' }));
    expect(await screen.findByTestId('reviews-count')).toHaveTextContent('4 avaliações');
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('4,3');
    expect(screen.getAllByTestId('review-card')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Ver Todas as Avaliações (4)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escreva sua Avaliação' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Útil' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Denunciar' })).toHaveLength(3);

    const first = screen.getAllByTestId('review-content-text')[0] as HTMLElement;
    expect(first.textContent).toHaveLength(101);
    await userEvent.click(screen.getByRole('button', { name: 'Ler mais' }));
    expect(first.textContent).toMatch(/fim$/);
  });

  it('changes the heart only after the call succeeds, and says when saving fails', async () => {
    let answer = ok({ productId: 'p1', isSaved: true });
    api({ 'POST /api/products/p1/save': () => answer });
    renderFeature(<ProductDetailsScreen productId="p1" />);
    await screen.findByRole('heading', { name: 'Sérum Clareador' });
    const heart = screen
      .getAllByTestId('favourite-button')
      .find((button) => button.getAttribute('aria-label')?.includes('Sérum Clareador')) as HTMLElement;

    answer = fail(500, 'boom', 'INTERNAL');
    await userEvent.click(heart);
    expect(
      await screen.findByText('Erro ao salvar produto. Por favor, tente novamente.'),
    ).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    answer = ok({ productId: 'p1', isSaved: true });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('opens an alternative', async () => {
    api();
    const { router } = renderFeature(<ProductDetailsScreen productId="p1" />, { path: '/app/products/p1' });
    await userEvent.click(await screen.findByRole('button', { name: /Sérum Alternativo/ }));
    expect(router.state.location.pathname).toBe('/app/products/p9');
  });

  it("says 'Erro ao carregar detalhes do produto...' when the product does not load", async () => {
    stubApi({ 'GET /api/products/p1': () => fail(500, 'boom', 'INTERNAL') });
    renderFeature(<ProductDetailsScreen productId="p1" />);
    expect(await screen.findByTestId('product-error')).toHaveTextContent(
      'Erro ao carregar detalhes do produto. Por favor, tente novamente.',
    );
  });
});
