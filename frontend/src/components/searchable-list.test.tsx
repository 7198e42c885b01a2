import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchableList } from './searchable-list';

const fruits = ['Maçã', 'Banana', 'Manga'];
const renderList = (items: string[]) =>
  render(
    <SearchableList
      items={items}
      filter={(all, search) => all.filter((item) => item.toLowerCase().includes(search.toLowerCase()))}
      search={{ label: 'Buscar frutas', placeholder: 'Buscar' }}
      empty={{ message: 'Nenhuma fruta ainda.', testId: 'fruits-empty' }}
      noMatch="Nenhuma fruta encontrada."
      list={{ label: 'Frutas' }}
      renderItem={(item) => <li key={item}>{item}</li>}
    />,
  );

describe('searchable list', () => {
  it('narrows the list as the user types', async () => {
    renderList(fruits);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Buscar frutas'), 'ma');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maçã', 'Manga']);
  });

  it('says when the search matches nothing', async () => {
    renderList(fruits);
    await userEvent.type(screen.getByLabelText('Buscar frutas'), 'uva');
    expect(screen.getByText('Nenhuma fruta encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Frutas' })).toBeNull();
  });

  it('says when there is nothing at all', () => {
    renderList([]);
    expect(screen.getByTestId('fruits-empty')).toHaveTextContent('Nenhuma fruta ainda.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
