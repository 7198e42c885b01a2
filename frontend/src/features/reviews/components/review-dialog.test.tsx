import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { ReviewFormValues } from '../review-form';
import { ReviewDialog } from './review-dialog';

const renderDialog = (
  props: Partial<Parameters<typeof ReviewDialog>[0]> = {},
  onSubmit = vi.fn<(values: ReviewFormValues) => Promise<void>>(async () => {}),
) => {
  render(
    <ReviewDialog
      open
      onOpenChange={() => {}}
      mode="create"
      productName="Gel de Limpeza"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
};

const fill = () => {
  fireEvent.click(screen.getByTestId('review-rating-4'));
  fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Muito bom' } });
  fireEvent.change(screen.getByLabelText('Comentário'), { target: { value: 'Deixou a pele macia.' } });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('review dialog', () => {
  it('names each rating: Ruim, Regular, Bom, Muito Bom, Excelente', async () => {
    renderDialog();
    const labels: string[] = [];
    for (const star of [1, 2, 3, 4, 5]) {
      await userEvent.click(screen.getByTestId(`review-rating-${star}`));
      labels.push(screen.getByTestId('review-rating-label').textContent ?? '');
    }
    expect(labels).toEqual(['Ruim', 'Regular', 'Bom', 'Muito Bom', 'Excelente']);
    expect(screen.getByRole('radio', { name: '5 estrelas: Excelente' })).toBeChecked();
  });

  it('requires rating, title and content, and clears each message when its field is edited', async () => {
    const onSubmit = renderDialog();
    await userEvent.type(screen.getByLabelText('Título'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Avaliação' }));
    expect(screen.getByText('Por favor, selecione uma avaliação')).toBeInTheDocument();
    expect(screen.getByText('Por favor, digite um título para sua avaliação')).toBeInTheDocument();
    expect(screen.getByText('Por favor, digite sua avaliação')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByTestId('review-rating-3'));
    expect(screen.queryByText('Por favor, selecione uma avaliação')).toBeNull();
    expect(screen.getByText('Por favor, digite um título para sua avaliação')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Título'), 'x');
    expect(screen.queryByText('Por favor, digite um título para sua avaliação')).toBeNull();
    await userEvent.type(screen.getByLabelText('Comentário'), 'y');
    expect(screen.queryByText('Por favor, digite sua avaliação')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers the time-used options with 'Menos de 1 mês' chosen, and a 5MB hint for up to 3 photos", () => {
    renderDialog();
    const select = screen.getByLabelText('Tempo de uso') as HTMLSelectElement;
    expect(select.value).toBe('Menos de 1 mês');
    expect([...select.options].map((option) => option.value)).toEqual([
      'Menos de 1 mês',
      '1-3 meses',
      '3-6 meses',
      'Mais de 6 meses',
    ]);
    expect(screen.getByText('Até 3 fotos, 5MB cada.')).toBeInTheDocument();
  });

  it("shows 'Enviando...' and hands the values over after 1 second", async () => {
    vi.useFakeTimers();
    const onSubmit = renderDialog();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Avaliação' }));
    expect(screen.getByTestId('review-submit')).toHaveTextContent('Enviando...');
    expect(screen.getByTestId('review-submit')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Muito bom',
      content: 'Deixou a pele macia.',
      timeUsed: 'Menos de 1 mês',
      photos: [],
    });
  });

  it("shows the server's message for a duplicate and the spec's for other failures", async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn<(values: ReviewFormValues) => Promise<void>>();
    onSubmit.mockRejectedValueOnce(
      new ApiError('Você já avaliou este produto. Edite sua avaliação existente.', 409, 'CONFLICT'),
    );
    onSubmit.mockRejectedValueOnce(new ApiError('Erro no servidor.', 500, 'INTERNAL'));
    renderDialog({}, onSubmit);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Avaliação' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('review-submit-error')).toHaveTextContent(
      'Você já avaliou este produto. Edite sua avaliação existente.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Avaliação' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('review-submit-error')).toHaveTextContent(
      'Erro ao enviar avaliação. Por favor, tente novamente.',
    );
  });

  it('edits an existing review and says so when the update fails', async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn<(values: ReviewFormValues) => Promise<void>>(async () => {
      throw new ApiError('Erro no servidor.', 500, 'INTERNAL');
    });
    renderDialog(
      {
        mode: 'edit',
        initial: { rating: 5, title: 'Ótimo', content: 'Uso todo dia.', timeUsed: '3-6 meses', photos: [] },
      },
      onSubmit,
    );
    expect(screen.getByRole('heading', { name: 'Editar Avaliação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Ótimo');
    expect(screen.getByTestId('review-rating-label')).toHaveTextContent('Excelente');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ timeUsed: '3-6 meses', rating: 5 });
    expect(screen.getByTestId('review-submit-error')).toHaveTextContent(
      'Erro ao atualizar avaliação. Tente novamente.',
    );
  });

  it('keeps at most 3 photos', async () => {
    const onSubmit = renderDialog();
    const files = ['a', 'b', 'c', 'd'].map((name) => new File(['x'], `${name}.jpg`, { type: 'image/jpeg' }));
    await userEvent.upload(screen.getByTestId('review-photos'), files);
    expect(screen.getAllByRole('button', { name: /Remover foto/ })).toHaveLength(3);
    expect(screen.getByTestId('review-photos')).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
