import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { lazyScreen } from './lazy-screens';

const Screen = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazy screens', () => {
  it('downloads a screen once, whether preloaded or rendered', async () => {
    const load = vi.fn(async () => Screen);
    const Lazy = lazyScreen(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Lazy text="Pronto" />
      </Suspense>,
    );
    expect(await screen.findByText('Pronto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Screen>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Screen);
    const Lazy = lazyScreen(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>carregando</p>}>
        <Lazy text="Pronto" />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(await screen.findByText('Pronto')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells the shell which tab the user points at or focuses', async () => {
    const onIntent = vi.fn();
    render(<BottomNav active="home" onSelect={() => {}} onIntent={onIntent} />);
    await userEvent.hover(screen.getByTestId('tab-products'));
    await userEvent.tab();
    expect(onIntent).toHaveBeenCalledWith('products');
    expect(onIntent).toHaveBeenCalledWith('home');
  });
});
