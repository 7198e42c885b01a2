import type { ReactNode } from 'react';
import { loadPage } from '../../../lib/page-load';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the sign-in screens: a back button, the title and a card. Router-free, as the login page runs
 * without the app's router: the browser's history serves both (the router follows it).
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  // The first page of this tab has no previous page of ours to go back to.
  const goBack = () => (window.history.length > 1 ? window.history.back() : loadPage('/'));
  return (
    <main className={`page ${styles.authPage}`}>
      <div className="page__column">
        <button type="button" className="back-link" onClick={goBack}>
          <span aria-hidden="true">←</span> Voltar
        </button>
        <header className={styles.authPageHeader}>
          <span className={styles.brandMark} aria-hidden="true">
            ✿
          </span>
          <h1 className="title">{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
        </header>
        <div className="card">{children}</div>
      </div>
    </main>
  );
}
