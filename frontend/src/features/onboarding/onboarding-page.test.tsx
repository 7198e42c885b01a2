import { ONBOARDING_AUTO_ADVANCE_MS, STORAGE_KEYS } from '@pele/shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../lib/page-load';
import { OnboardingPage } from './onboarding-page';

// The onboarding is a document page (app/document-pages.ts): it leaves with a page load, which jsdom cannot do.
vi.mock('../../lib/page-load', () => ({ loadPage: vi.fn() }));

// No router around it, as in the browser.
function renderOnboarding() {
  return render(<OnboardingPage />);
}

const currentSlide = () => screen.getByRole('group').getAttribute('aria-label');
const viewport = () => screen.getByRole('group').parentElement as HTMLElement;
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Próximo|Começar)$/ }));

function swipe(fromX: number, toX: number) {
  fireEvent.pointerDown(viewport(), { clientX: fromX, pointerType: 'touch' });
  fireEvent.pointerUp(viewport(), { clientX: toX, pointerType: 'touch' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadPage).mockClear();
});

describe('OnboardingPage', () => {
  it('starts on the first of four slides, with the previous button disabled', () => {
    renderOnboarding();
    expect(currentSlide()).toBe('1 de 4');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Boas-vindas ao Pele.AI');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('ignores a 49 px swipe and moves on a 51 px swipe, in the direction of the swipe', () => {
    renderOnboarding();
    swipe(200, 151);
    expect(currentSlide()).toBe('1 de 4');
    swipe(200, 149);
    expect(currentSlide()).toBe('2 de 4');
    swipe(100, 149);
    expect(currentSlide()).toBe('2 de 4');
    swipe(100, 151);
    expect(currentSlide()).toBe('1 de 4');
  });

  it('moves with next and previous and marks the current dot', () => {
    renderOnboarding();
    next();
    next();
    expect(currentSlide()).toBe('3 de 4');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Produtos recomendados');
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(currentSlide()).toBe('2 de 4');
    const dots = screen.getAllByRole('button', { name: /^Ir para o slide/ });
    expect(dots).toHaveLength(4);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
  });

  it('jumps to a slide from its dot', () => {
    renderOnboarding();
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 4: Rotina personalizada' }));
    expect(currentSlide()).toBe('4 de 4');
  });

  it('moves with the arrow keys without going past either end', () => {
    renderOnboarding();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('1 de 4');
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('4 de 4');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('3 de 4');
  });

  it('reads Começar on the last slide; finishing sets the flag and goes to /login', () => {
    renderOnboarding();
    next();
    next();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
    next();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingComplete)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(localStorage.getItem('onboarding_complete')).toBe('true');
    expect(loadPage).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('advances by itself every 5 seconds and stops on the last slide', () => {
    vi.useFakeTimers();
    renderOnboarding();
    act(() => vi.advanceTimersByTime(ONBOARDING_AUTO_ADVANCE_MS - 1));
    expect(currentSlide()).toBe('1 de 4');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 de 4');
    act(() => vi.advanceTimersByTime(ONBOARDING_AUTO_ADVANCE_MS));
    act(() => vi.advanceTimersByTime(ONBOARDING_AUTO_ADVANCE_MS));
    expect(currentSlide()).toBe('4 de 4');
    act(() => vi.advanceTimersByTime(ONBOARDING_AUTO_ADVANCE_MS * 3));
    expect(currentSlide()).toBe('4 de 4');
    expect(localStorage.getItem(STORAGE_KEYS.onboardingComplete)).toBeNull();
  });

  it('announces slide changes only while it is not rotating, and can be paused', () => {
    vi.useFakeTimers();
    renderOnboarding();
    expect(viewport()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar apresentação automática' }));
    expect(viewport()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(ONBOARDING_AUTO_ADVANCE_MS * 2));
    expect(currentSlide()).toBe('1 de 4');
    expect(screen.getByRole('region', { name: 'Apresentação do Pele.AI' })).toHaveAttribute(
      'aria-roledescription',
      'carrossel',
    );
  });
});
