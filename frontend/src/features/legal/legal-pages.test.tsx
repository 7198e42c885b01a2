import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { PUBLIC_SETTINGS_PATH } from '../../lib/support-contacts';
import { ok } from '../../testing/fixtures';
import { stubApi } from '../../testing/render-feature';
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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const contacts = (supportEmail: string, privacyEmail: string) =>
  stubApi({ [`GET ${PUBLIC_SETTINGS_PATH}`]: () => ok({ supportPhone: '', supportEmail, privacyEmail }) });

beforeEach(() => {
  contacts('ajuda@pele.ai', 'dpo@pele.ai');
});

describe('legal pages', () => {
  it('terms say the app is not medical advice and link to the privacy policy', () => {
    renderAt(['/terms']);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByText(/não são diagnóstico/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
  });

  it('privacy policy names the face-photo rules, the rights contact and account deletion', async () => {
    renderAt(['/privacy']);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByText(/dados biométricos/)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'dpo@pele.ai' }))[0]).toHaveAttribute(
      'href',
      'mailto:dpo@pele.ai',
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

  it('names no contact while staff have set none, and says the product is in Portuguese for Brazil', async () => {
    const { calls } = contacts('', '');
    renderAt(['/privacy']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls().some((call) => call.path === PUBLIC_SETTINGS_PATH)).toBe(true);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByText(/encarregado pelo tratamento/)).toBeNull();
    expect(screen.getByText(/feito para o Brasil/)).toBeInTheDocument();
  });

  it('terms send questions to the support e-mail staff set', async () => {
    renderAt(['/terms']);
    expect(await screen.findByRole('link', { name: 'ajuda@pele.ai' })).toHaveAttribute(
      'href',
      'mailto:ajuda@pele.ai',
    );
  });
});
