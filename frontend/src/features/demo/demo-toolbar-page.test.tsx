import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoToolbarPage } from './demo-toolbar-page';

const toolbar = () => screen.getByRole('navigation', { name: 'Barra de navegação de demonstração' });

describe('DemoToolbarPage', () => {
  it('shows the five tabs in order, starting on Início', () => {
    render(<DemoToolbarPage />);
    const tabs = within(toolbar()).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Início',
      'Analisar',
      'Rotina',
      'Produtos',
      'Perfil',
    ]);
    expect(within(toolbar()).getByRole('button', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects a tab when tapped', () => {
    render(<DemoToolbarPage />);
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Rotina' }));
    expect(within(toolbar()).getByRole('button', { name: 'Rotina' })).toHaveAttribute('aria-current', 'page');
    expect(within(toolbar()).getByRole('button', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Rotina', { selector: 'strong' })).toBeInTheDocument();
  });

  it('switches between the default, floating and minimal variants', () => {
    render(<DemoToolbarPage />);
    expect(toolbar()).toHaveAttribute('data-variant', 'default');
    fireEvent.click(screen.getByRole('radio', { name: 'Flutuante' }));
    expect(toolbar()).toHaveAttribute('data-variant', 'floating');
    fireEvent.click(screen.getByRole('radio', { name: 'Mínima' }));
    expect(toolbar()).toHaveAttribute('data-variant', 'minimal');
    expect(screen.getByRole('radio', { name: 'Mínima' })).toBeChecked();
  });

  it('switches between the light, dark and gradient themes', () => {
    render(<DemoToolbarPage />);
    expect(toolbar()).toHaveAttribute('data-theme', 'light');
    fireEvent.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(toolbar()).toHaveAttribute('data-theme', 'dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Gradiente' }));
    expect(toolbar()).toHaveAttribute('data-theme', 'gradient');
  });

  it('hides the labels visually but keeps the tab names for screen readers', () => {
    render(<DemoToolbarPage />);
    const labelToggle = screen.getByRole('checkbox', { name: 'Mostrar rótulos' });
    const labelClass = () => within(toolbar()).getByText('Perfil').className;
    const shownClass = labelClass();
    expect(labelToggle).toBeChecked();
    fireEvent.click(labelToggle);
    expect(toolbar()).toHaveAttribute('data-labels', 'hidden');
    expect(labelClass()).not.toBe(shownClass);
    expect(within(toolbar()).getByRole('button', { name: 'Perfil' })).toBeInTheDocument();
    fireEvent.click(labelToggle);
    expect(toolbar()).toHaveAttribute('data-labels', 'shown');
  });
});
