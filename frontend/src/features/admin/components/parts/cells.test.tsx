import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockBadge, TagsCell, visibleTags } from './cells';

describe('admin table cells', () => {
  it('shows at most three tags and counts the rest as +N', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    render(<TagsCell tags={['a', 'b', 'c', 'd', 'e']} />);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.queryByText('d')).not.toBeInTheDocument();
  });

  it('says in words whether there is stock', () => {
    const { rerender } = render(<StockBadge count={12} />);
    expect(screen.getByText('12 em estoque')).toBeInTheDocument();
    rerender(<StockBadge count={0} />);
    expect(screen.getByText('Sem estoque')).toBeInTheDocument();
  });
});
