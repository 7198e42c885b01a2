import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SkinCheckCard } from './skin-check-card';

describe('SkinCheckCard', () => {
  it('names the zone of the slider value', () => {
    render(<SkinCheckCard />);
    const slider = screen.getByRole('slider', { name: /estado da pele/i });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Está Ok');
    fireEvent.change(slider, { target: { value: '10' } });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Não Boa');
    fireEvent.change(slider, { target: { value: '75' } });
    expect(screen.getByTestId('skin-zone')).toHaveTextContent('Ótima');
  });

  it('confirms the update locally without calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<SkinCheckCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Status de Hoje' }));
    expect(screen.getByText('Status de hoje atualizado com sucesso!')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
