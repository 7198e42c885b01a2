import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Página inicial</p> },
      { path: '/register', element: <p>Cadastro</p> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
}

describe('legal pages', () => {
  it('terms say the app is not medical advice and link to the privacy policy', () => {
    renderAt(['/terms']);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByText(/não são diagnóstico/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
  });

  it('privacy policy names the face-photo rules, the rights contact and account deletion', () => {
    renderAt(['/privacy']);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByText(/dados biométricos/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'privacidade@exemplo.com.br' })[0]).toHaveAttribute(
      'href',
      'mailto:privacidade@exemplo.com.br',
    );
    expect(screen.getByText(/Excluir minha conta/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /art.*18/ })).toBeInTheDocument();
  });

  it('privacy policy states the face-photo retention rule and how to revoke the consent and export the data', () => {
    renderAt(['/privacy']);
    expect(screen.getByText(/Fotos do rosto: 90 dias depois do envio/)).toBeInTheDocument();
    expect(screen.getAllByText(/apagada automaticamente 90 dias depois do envio/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Revogar consentimento e apagar fotos/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Baixar meus dados/)).toBeInTheDocument();
  });

  it('back returns to the page the reader came from', () => {
    renderAt(['/register', '/terms']);
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(screen.getByText('Cadastro')).toBeInTheDocument();
  });

  it('back goes to the landing page when the legal page was opened directly', () => {
    renderAt(['/privacy']);
    fireEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(screen.getByText('Página inicial')).toBeInTheDocument();
  });
});
