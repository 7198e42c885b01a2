import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description';

describe('product description', () => {
  it('cuts a description over 150 characters to 3 lines and expands it on demand', async () => {
    render(<ProductDescription text={'a'.repeat(151)} />);
    const text = screen.getByTestId('product-description');
    expect(text).toHaveAttribute('data-clamped', 'true');
    const toggle = screen.getByRole('button', { name: 'Ver mais' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(text).toHaveAttribute('data-clamped', 'false');
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a description of 150 characters or less whole, with no button', () => {
    render(<ProductDescription text={'a'.repeat(150)} />);
    expect(screen.getByTestId('product-description')).toHaveAttribute('data-clamped', 'false');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
