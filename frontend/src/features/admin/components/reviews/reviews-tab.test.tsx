import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../../testing/render-feature';
import { ReviewsTab } from './reviews-tab';

const reported = {
  _id: 'r1',
  id: 'r1',
  productId: 'p1',
  user: { name: 'Ana' },
  rating: 5,
  title: 'Compre no meu site',
  content: 'Desconto no link.',
  timeUsed: '1-3 meses',
  images: [],
  verified: false,
  approved: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  helpfulCount: 3,
  moderation: 'pending',
  product: { id: 'p1', name: 'Sérum C' },
  author: { id: 'u1', name: 'Ana' },
  reportCount: 2,
  reports: [
    {
      reason: 'other',
      reasonLabel: 'Outro motivo',
      details: 'Fala de outro produto.',
      createdAt: '2026-11-21T12:00:00.000Z',
    },
    { reason: 'spam', reasonLabel: 'Propaganda ou spam', details: '', createdAt: '2026-11-20T13:00:00.000Z' },
  ],
};

describe("staff's reviews tab", () => {
  it('shows a reported review among the pending ones with how many reported it and each reason', async () => {
    const api = stubApi({
      'GET /api/admin/reviews': () =>
        ok({ reviews: [reported], pagination: { page: 1, limit: 10, total: 1, pages: 1 } }),
    });
    renderFeature(<ReviewsTab />, { path: '/admin/reviews' });
    const reports = await screen.findByTestId('admin-review-reports');
    expect(reports).toHaveTextContent('Denunciada 2 vezes');
    const list = within(reports).getByRole('list', { name: 'Denúncias da avaliação "Compre no meu site"' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Outro motivo — Fala de outro produto.'),
      expect.stringContaining('Propaganda ou spam'),
    ]);
    expect(screen.getByText('3 pessoas acharam útil')).toBeInTheDocument();
    expect(api.calls()[0]?.params.get('status')).toBe('pending');
  });
});
