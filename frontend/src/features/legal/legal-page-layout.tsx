import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from './legal.module.css';

/** Texts last reviewed on this date; change it whenever the wording changes. */
export const LEGAL_UPDATED_AT = '22 de novembro de 2026';

/**
 * Back goes to the page the reader came from (register, settings, landing) when there is one in this tab;
 * opened directly, it falls back to the landing page.
 */
function BackLink() {
  const navigate = useNavigate();
  // The router gives the first location of a tab the key 'default': there is no in-app page to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const onClick = (event: MouseEvent) => {
    if (cameFromApp) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link to="/" className={styles.back} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      Voltar
    </Link>
  );
}

export function LegalPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackLink />
      </header>
      <main className={styles.main}>
        <h1>{title}</h1>
        <p className={styles.updated}>Última atualização: {LEGAL_UPDATED_AT}</p>
        {children}
      </main>
    </div>
  );
}
