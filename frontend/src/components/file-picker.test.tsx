import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilePicker } from './file-picker';

function Field({ disabled = false }: { disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <div>
      <label htmlFor="photo">Foto do rosto</label>
      <FilePicker
        id="photo"
        fileName={file?.name ?? null}
        aria-describedby="photo-hint"
        disabled={disabled}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <p id="photo-hint">PNG, JPG ou JPEG (máx. 10MB)</p>
    </div>
  );
}

describe('FilePicker', () => {
  it("reads in Portuguese: 'Escolher arquivo' and 'Nenhum arquivo escolhido'", () => {
    render(<Field />);
    expect(screen.getByText('Escolher arquivo')).toBeInTheDocument();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    expect(screen.queryByText(/Choose File|No file chosen/)).toBeNull();
  });

  it("is named by the field's label and described by what is chosen and the hint", () => {
    render(<Field />);
    const input = screen.getByLabelText('Foto do rosto');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Foto do rosto');
    expect(input).toHaveAccessibleDescription('Nenhum arquivo escolhido PNG, JPG ou JPEG (máx. 10MB)');
  });

  it('is reached with the keyboard and shows the chosen file by name', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Foto do rosto');
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['x'], 'selfie.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('selfie.jpg')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('selfie.jpg PNG, JPG ou JPEG (máx. 10MB)');
  });

  it('opens the picker from its button (a label of the input)', async () => {
    render(<Field />);
    const button = screen.getByText('Escolher arquivo');
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', 'photo');
  });
});
