import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProduct } from '../product-test-fixtures';
import { ProductCard } from './product-card';

const card = (soldOut: boolean, onAddToCart = vi.fn()) =>
  render(
    <ProductCard
      product={testProduct({ name: 'Sérum C', soldOut })}
      onOpen={vi.fn()}
      onToggleFavourite={vi.fn()}
      onAddToCart={onAddToCart}
    />,
  );

describe("a product's cart button", () => {
  it("offers 'Adicionar' while there is stock", async () => {
    const onAdd = vi.fn();
    card(false, onAdd);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Sérum C ao carrinho' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("shows 'Esgotado', disabled, when no unit is left", () => {
    const onAdd = vi.fn();
    card(true, onAdd);
    const button = screen.getByRole('button', { name: 'Sérum C esgotado' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Esgotado');
    expect(screen.queryByRole('button', { name: /ao carrinho/ })).toBeNull();
  });
});
