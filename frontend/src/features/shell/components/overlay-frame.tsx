import { type ReactNode, useEffect, useRef } from 'react';
import styles from './overlay-frame.module.css';

interface OverlayFrameProps {
  title: string;
  onBack: () => void;
  children: ReactNode;
}

/** A screen that replaces the tab view (orders, settings, ...) with a back button to the tab. */
export function OverlayFrame({ title, onBack, children }: OverlayFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new screen so keyboard and screen-reader users land on its title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="overlay-screen" aria-labelledby="overlay-title">
      <header className={styles.overlayScreenHeader}>
        <button type="button" className="icon-button" aria-label="Voltar" onClick={onBack}>
          <span aria-hidden="true">←</span>
        </button>
        <h1 id="overlay-title" className={styles.overlayScreenTitle} tabIndex={-1} ref={heading}>
          {title}
        </h1>
      </header>
      <div className="overlay-screen__body">{children}</div>
    </section>
  );
}
