import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

// A document page (app/document-pages.ts): no router around it, as in the browser.
function renderLanding() {
  return render(<LandingPage />);
}

describe('LandingPage', () => {
  it('has a section for every anchor of the top bar', () => {
    const { container } = renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Seções da página' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#features', '#how-it-works', '#testimonials']);
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

  it('states the static figures of the spec', () => {
    renderLanding();
    const figures = [
      ['100+', 'produtos'],
      ['5K+', 'usuários'],
      ['100k+', 'análises'],
    ] as const;
    for (const [value, label] of figures) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByText(/na loja de aplicativos/)).toBeInTheDocument();
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

  it('has a footer with product, support and download link lists', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
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
