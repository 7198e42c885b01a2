import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_SETTINGS_PATH } from '../../lib/support-contacts';
import { fail, ok } from '../../testing/fixtures';
import { stubApi } from '../../testing/render-feature';
import { LANDING_FIGURES_PATH, type LandingFigures } from './landing-claims';
import { LandingPage } from './landing-page';

// A document page (app/document-pages.ts): no router around it, as in the browser.
function renderLanding() {
  return render(<LandingPage />);
}

const answering = (figures: LandingFigures) =>
  stubApi({ [`GET ${LANDING_FIGURES_PATH}`]: () => ok(figures) });

describe('LandingPage', () => {
  it("'Fale conosco' writes to the support e-mail staff set, and is not there while none is set", async () => {
    stubApi({
      [`GET ${PUBLIC_SETTINGS_PATH}`]: () =>
        ok({ supportPhone: '', supportEmail: 'ajuda@pele.ai', privacyEmail: 'dpo@pele.ai' }),
    });
    const view = renderLanding();
    expect(screen.queryByRole('link', { name: 'Fale conosco' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      'mailto:ajuda@pele.ai',
    );
    view.unmount();

    const { calls } = stubApi({
      [`GET ${PUBLIC_SETTINGS_PATH}`]: () => ok({ supportPhone: '', supportEmail: '', privacyEmail: '' }),
    });
    renderLanding();
    await vi.waitFor(() => expect(calls().some((call) => call.path === PUBLIC_SETTINGS_PATH)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Fale conosco' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toBeInTheDocument();
  });

  it('has a section for every anchor of the top bar', () => {
    const { container } = renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Seções da página' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#features', '#how-it-works']);
    for (const href of hrefs) {
      expect(container.querySelector(href ?? '')?.tagName).toBe('SECTION');
    }
  });

  it('points every in-page link at an element that exists', () => {
    const { container } = renderLanding();
    const hashes = [...container.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href'));
    expect(hashes.length).toBeGreaterThan(5);
    for (const hash of hashes) expect(container.querySelector(hash ?? ''), hash ?? '').not.toBeNull();
  });

  it('shows the Beta tag, Download and an Abrir App link that opens /app', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Beta')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '#download');
    const openApp = within(header).getByRole('link', { name: 'Abrir App' });
    expect(openApp).toHaveAttribute('href', '/app');
  });

  it('claims no figure, store rating or testimonial of its own', async () => {
    const { calls } = stubApi({ [`GET ${LANDING_FIGURES_PATH}`]: () => fail(500, 'Falha interna.') });
    renderLanding();
    await vi.waitFor(() =>
      expect(calls().filter((call) => call.path === LANDING_FIGURES_PATH)).toHaveLength(1),
    );
    expect(within(screen.getByTestId('landing-stats')).queryAllByRole('term')).toEqual([]);
    expect(screen.queryByText(/loja de aplicativos|usuários|Depoimentos|Quem usa/)).toBeNull();
    expect(screen.queryByText(/\bPro\b/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Conheça o Premium' })).toBeInTheDocument();
  });

  it('shows the catalogue size, and only the counts of at least 1000, from the server', async () => {
    answering({ products: 125, analyses: 999, people: 12_345, freeTrialDays: 7 });
    renderLanding();
    const stats = screen.getByTestId('landing-stats');
    expect(await within(stats).findByText('produtos no catálogo')).toBeInTheDocument();
    const shown = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['produtos no catálogo', '125'],
      ['pessoas cadastradas', '12 mil+'],
    ]);
  });

  it('offers the trial length staff set, under the one plan name Premium', async () => {
    answering({ products: 125, analyses: 0, people: 0, freeTrialDays: 14 });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Experimente grátis por 14 dias' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pele.AI Premium' })).toBeInTheDocument();
  });

  it('leads each promised feature to the screen that does it: scanner, daily check-in, challenges', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Escanear rótulo' })).toHaveAttribute('href', '/app/scanner');
    expect(screen.getByRole('link', { name: 'Fazer o check-in de hoje' })).toHaveAttribute(
      'href',
      '/register?next=%2Fapp',
    );
    expect(screen.getByRole('link', { name: 'Conhecer os desafios' })).toHaveAttribute(
      'href',
      '/register?next=%2Fapp%2Fchallenges',
    );
  });

  it('keeps headings in order: one h1, then no level skipped', () => {
    renderLanding();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('has a footer with product, support and download link lists', async () => {
    stubApi({
      [`GET ${PUBLIC_SETTINGS_PATH}`]: () =>
        ok({ supportPhone: '', supportEmail: 'ajuda@pele.ai', privacyEmail: '' }),
    });
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Fale conosco' });
    for (const name of ['Produto', 'Suporte', 'Download']) {
      const list = within(footer).getByRole('navigation', { name });
      expect(within(list).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    }
    expect(within(footer).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
