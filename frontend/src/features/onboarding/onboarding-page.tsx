import { ONBOARDING_AUTO_ADVANCE_MS, STORAGE_KEYS } from '@pele/shared/constants';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { loadPage } from '../../lib/page-load';
import styles from './onboarding-page.module.css';
import { ONBOARDING_SLIDES } from './onboarding-slides';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSwipe } from './use-swipe';

const ONBOARDING_SWIPE_THRESHOLD_PX = 50;

const LAST = ONBOARDING_SLIDES.length - 1;

type Position = { index: number; direction: 'forward' | 'backward' };

function isTypingTarget(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function finishOnboarding() {
  try {
    localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
  } catch {
    // Storage can be blocked (private modes, full quota); leaving onboarding must still work.
  }
  // A document page (app/document-pages.ts): the sign-in screen is a page load away.
  loadPage('/login');
}

/** The arrow keys move the slides, except while typing. */
function useArrowKeys(step: (delta: number) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);
}

export function OnboardingPage() {
  const reducedMotion = usePrefersReducedMotion();
  const [{ index, direction }, setPosition] = useState<Position>({ index: 0, direction: 'forward' });
  // null follows the motion preference: people who asked for less motion start with rotation off.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const paused = pausedByUser ?? reducedMotion;
  const isLast = index === LAST;
  const rotating = !paused && !hovered && !focusInside && !isLast;

  const goTo = useCallback((target: number | ((current: number) => number)) => {
    setPosition((current) => {
      const wanted = typeof target === 'function' ? target(current.index) : target;
      const next = Math.min(Math.max(wanted, 0), LAST);
      if (next === current.index) return current;
      return { index: next, direction: next > current.index ? 'forward' : 'backward' };
    });
  }, []);
  const step = useCallback((delta: number) => goTo((current) => current + delta), [goTo]);

  useEffect(() => {
    if (!rotating) return;
    // Keyed on the slide, so any move (manual or automatic) gives the new slide its full 5 seconds.
    const timer = window.setTimeout(() => goTo(index + 1), ONBOARDING_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, goTo]);

  useArrowKeys(step);

  const swipe = useSwipe(ONBOARDING_SWIPE_THRESHOLD_PX, (swipeDirection) =>
    step(swipeDirection === 'left' ? 1 : -1),
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <main className={styles.page}>
      <h1 className="visually-hidden">Conheça o Pele.AI</h1>
      <section
        className={styles.carousel}
        aria-roledescription="carrossel"
        aria-label="Apresentação do Pele.AI"
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        {/* The row keeps its height on the last slide, where rotation is over, so the slide does not jump. */}
        <div className={styles.rotationRow}>
          {!isLast && <RotationToggle paused={paused} onToggle={() => setPausedByUser(!paused)} />}
        </div>

        <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'} {...swipe}>
          <CurrentSlide index={index} direction={direction} />
        </div>

        <SlideDots index={index} onGo={goTo} />

        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => step(-1)} disabled={index === 0}>
            Anterior
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={isLast ? finishOnboarding : () => step(1)}
          >
            {isLast ? 'Começar' : 'Próximo'}
          </button>
        </div>
      </section>
    </main>
  );
}

function SlideDots({ index, onGo }: { index: number; onGo: (index: number) => void }) {
  return (
    <div className={styles.dots}>
      {ONBOARDING_SLIDES.map((item, i) => (
        <button
          key={item.title}
          type="button"
          className={styles.dot}
          aria-label={`Ir para o slide ${i + 1}: ${item.title}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onGo(i)}
        />
      ))}
    </div>
  );
}

function CurrentSlide({ index, direction }: Position) {
  const slide = ONBOARDING_SLIDES[index] ?? ONBOARDING_SLIDES[0];
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset would announce a form.
    <div
      key={index}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} de ${ONBOARDING_SLIDES.length}`}
      className={`${styles.slide} ${direction === 'forward' ? styles.enterForward : styles.enterBackward}`}
    >
      <div className={styles.art}>{slide?.illustration}</div>
      <h2 className={styles.title}>{slide?.title}</h2>
      <p className={styles.text}>{slide?.text}</p>
    </div>
  );
}

/** Pauses or resumes the automatic rotation. */
function RotationToggle({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.rotationButton}
      aria-label={paused ? 'Retomar apresentação automática' : 'Pausar apresentação automática'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
      </svg>
      {paused ? 'Retomar' : 'Pausar'}
    </button>
  );
}
