import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { testReview } from '../review-test-fixtures';
import { ProductReviewsPanel } from './product-reviews-panel';

const review = (id: string, extra: Record<string, unknown> = {}) =>
  testReview(id, { helpfulCount: 0, mine: false, votedHelpful: false, reported: false, ...extra });
const list = (...data: unknown[]) => ({
  data,
  average: 5,
  count: data.length,
  nextCursor: null,
  userReviewId: null,
});

describe("a review's 'Útil' and 'Denunciar'", () => {
  it("marks it helpful once and shows 'N pessoas acharam útil'; pressed again, takes the vote back", async () => {
    let current = review('r1', { helpfulCount: 1 });
    const api = stubApi({
      'GET /api/reviews/product/p1': () => ok(list(current)),
      'PUT /api/reviews/r1/helpful': () => {
        current = review('r1', { helpfulCount: 2, votedHelpful: true });
        return ok({ id: 'r1', helpfulCount: 2, votedHelpful: true });
      },
      'DELETE /api/reviews/r1/helpful': () => {
        current = review('r1', { helpfulCount: 1 });
        return ok({ id: 'r1', helpfulCount: 1, votedHelpful: false });
      },
    });
    renderFeature(<ProductReviewsPanel productId="p1" productName="Gel" />);
    expect(await screen.findByTestId('review-helpful-count')).toHaveTextContent('1 pessoa achou útil');
    const helpful = screen.getByRole('button', { name: 'Útil' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(helpful);
    await waitFor(() =>
      expect(screen.getByTestId('review-helpful-count')).toHaveTextContent('2 pessoas acharam útil'),
    );
    expect(screen.getByRole('button', { name: 'Útil' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Útil' }));
    await waitFor(() =>
      expect(screen.getByTestId('review-helpful-count')).toHaveTextContent('1 pessoa achou útil'),
    );
    expect(api.calls().map((call) => `${call.method} ${call.path}`)).toContain(
      'DELETE /api/reviews/r1/helpful',
    );
    // Most helpful first is what the panel asks for.
    expect(
      api
        .calls()
        .find((call) => call.path === '/api/reviews/product/p1')
        ?.params.get('sort'),
    ).toBe('helpful');
  });

  it('offers neither on the reader’s own review', async () => {
    stubApi({ 'GET /api/reviews/product/p1': () => ok(list(review('r1', { mine: true, helpfulCount: 3 }))) });
    renderFeature(<ProductReviewsPanel productId="p1" productName="Gel" />);
    expect(await screen.findByTestId('review-helpful-count')).toHaveTextContent('3 pessoas acharam útil');
    expect(screen.queryByRole('button', { name: 'Útil' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
  });

  it('asks for a reason, sends it, and then shows the review as reported', async () => {
    let current = review('r1');
    const api = stubApi({
      'GET /api/reviews/product/p1': () => ok(list(current)),
      'POST /api/reviews/r1/report': () => {
        current = review('r1', { reported: true });
        return ok({ id: 'r1', reported: true }, 201);
      },
    });
    renderFeature(<ProductReviewsPanel productId="p1" productName="Gel" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar avaliação' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(within(dialog).getByText('Escolha o motivo da denúncia.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      within(dialog).getByText('Conte em poucas palavras o que há de errado com esta avaliação.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Detalhes/), 'Fala de outro produto.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.calls().find((call) => call.path === '/api/reviews/r1/report');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      reason: 'other',
      details: 'Fala de outro produto.',
    });
    expect(await screen.findByRole('button', { name: 'Denunciada' })).toBeDisabled();
  });

  it("shows the server's refusal in the dialog (a second report)", async () => {
    stubApi({
      'GET /api/reviews/product/p1': () => ok(list(review('r1'))),
      'POST /api/reviews/r1/report': () =>
        fail(409, 'Você já denunciou esta avaliação. A equipe vai analisá-la.', 'CONFLICT'),
    });
    renderFeature(<ProductReviewsPanel productId="p1" productName="Gel" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Propaganda ou spam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já denunciou esta avaliação.');
  });
});
