import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './prerender';
import { ShellSplash } from './shell-splash';

describe('ShellSplash', () => {
  it("tells assistive technology the app is loading, in pt-BR, and shows the app's name", () => {
    const { container } = render(<ShellSplash />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(container).toHaveTextContent('Pele.AI');
  });

  it('is what the build writes into the SPA shell, as static HTML', async () => {
    const html = await renderShell();
    expect(html).toContain('role="status"');
    expect(html).toContain('Pele.AI');
  });
});
