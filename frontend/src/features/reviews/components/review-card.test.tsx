import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

/**
 * The API stores HTML a user typed as plain text (shared/src/clean-text.ts says why): the card must show it
 * as the characters it is, never as markup.
 */
describe('a review card', () => {
  it('shows HTML in a review as text, creating no element from it', () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(
      <ReviewCard
        review={{
          id: 'r1',
          user: { name: `<b>Maria</b>` },
          rating: 5,
          title: `Ótimo ${markup}`,
          content: `pH < 5 ${markup}`,
          createdAt: '2025-03-01T00:00:00Z',
          timeUsed: '1-3 meses',
          images: [],
          verified: false,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: `Ótimo ${markup}` })).toBeInTheDocument();
    expect(screen.getByTestId('review-content-text')).toHaveTextContent(`pH < 5 ${markup}`);
    expect(container.querySelector('script, img, b')).toBeNull();
  });
});
