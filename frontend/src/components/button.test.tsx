import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';
import buttonStyles from './button.module.css';

const styles = buttonStyles as Record<
  'button' | 'primary' | 'secondary' | 'dangerOutline' | 'small' | 'block',
  string
>;

describe('Button', () => {
  it('is a button of type "button" with its variant, size and width, passing native props and the ref through', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} variant="danger-outline" size="small" block onClick={onClick} aria-describedby="hint">
        Excluir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Excluir' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass(styles.button, styles.dangerOutline, styles.small, styles.block);
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is disabled and busy, and shows its loading label', () => {
    const { rerender } = render(
      <Button type="submit" variant="primary" loading loadingLabel="Entrando...">
        Entrar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Entrando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    rerender(
      <Button type="submit" variant="primary" loadingLabel="Entrando...">
        Entrar
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy');
  });

  it('draws its look on a router link, which stays a link', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary">
          <Link to="/app">Voltar ao início</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Voltar ao início' });
    expect(link).toHaveAttribute('href', '/app');
    expect(link).toHaveClass(styles.button, styles.secondary);
    expect(link).not.toHaveAttribute('type');
  });

  it('gives the same class names to an element that must stay itself', () => {
    expect(buttonClassName({ variant: 'primary' }, 'extra')).toBe(`${styles.button} ${styles.primary} extra`);
  });
});
