import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announceUpdate } from '../lib/app-status';
import { AppStatusBar } from './app-status-bar';

describe('AppStatusBar', () => {
  it("says 'Você está sem conexão' while offline and goes away when the connection is back", () => {
    render(<AppStatusBar />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('Você está sem conexão.');
    expect(screen.getByRole('status')).toContainElement(screen.getByTestId('offline-banner'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it("offers 'Atualizar' when a new version waits, and applies it on a tap", async () => {
    const apply = vi.fn(async () => {});
    render(<AppStatusBar />);
    expect(screen.queryByRole('button', { name: 'Atualizar' })).toBeNull();
    act(() => announceUpdate(apply));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent(
      'Uma nova versão do Pele.AI está disponível.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});
