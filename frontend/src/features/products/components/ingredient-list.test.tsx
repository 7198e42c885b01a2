import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IngredientList } from './ingredient-list';

describe('ingredient list', () => {
  it('marks the ingredients of the avoid list and says why, in label order', () => {
    render(
      <IngredientList
        ingredients={['Aqua', 'Methylparaben', 'Glycerin', 'Parfum']}
        alerts={[
          {
            ingredient: 'Methylparaben',
            reason: 'Contém Methylparaben, que está na sua lista ("parabenos").',
          },
          { ingredient: 'parfum ', reason: 'Contém Parfum, que está na sua lista ("fragrância").' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Ingredientes' })).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-alert'))).toEqual([false, true, false, true]);
    expect(items[1]).toHaveTextContent('Methylparaben (ingrediente a evitar)');
    expect(items[1]).toHaveTextContent('parabenos');
    expect(items[3]).toHaveTextContent('fragrância');
    expect(items[0]).toHaveTextContent(/^Aqua$/);
  });
});
