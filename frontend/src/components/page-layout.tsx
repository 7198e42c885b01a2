import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageLayoutProps {
  children: ReactNode;
  /** A link back, shown above the content. */
  back?: { to: string; label: string };
}

/** The centred mobile column used by stand-alone pages. */
export function PageLayout({ children, back }: PageLayoutProps) {
  return (
    <main className="page">
      <div className="page__column">
        {back && (
          <Link to={back.to} className="back-link">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        {children}
      </div>
    </main>
  );
}
