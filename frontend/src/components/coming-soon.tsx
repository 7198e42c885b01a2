import type { ReactNode } from 'react';
import { SparkleIcon } from './icons';

interface ComingSoonProps {
  title: string;
  description?: string;
  /** 2 inside a screen that already has its own title. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** Stand-in for a screen that a later release delivers. */
export function ComingSoon({
  title,
  description = 'Este recurso chega em breve.',
  headingLevel = 1,
  children,
}: ComingSoonProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      {/* An SVG, not an emoji: phones and CI machines without an emoji font would show an empty box. */}
      <span className="coming-soon__icon" aria-hidden="true">
        <SparkleIcon />
      </span>
      <Heading id="coming-soon-title" className="coming-soon__title">
        {title}
      </Heading>
      <p className="coming-soon__text">{description}</p>
      {children}
    </section>
  );
}
