import landing from './landing.module.css';
import styles from './landing-top-bar.module.css';
import { useInstallPrompt } from './use-install-prompt';

export const SECTION_LINKS = [
  { href: '#features', label: 'Recursos' },
  { href: '#how-it-works', label: 'Como funciona' },
] as const;

/**
 * A button that opens the browser's install dialog when the browser offers one; otherwise a link to the
 * install steps further down the page.
 */
export function DownloadLink({ className, children }: { className?: string; children: string }) {
  const { canInstall, install } = useInstallPrompt();
  if (canInstall) {
    return (
      <button type="button" className={className} onClick={() => void install()}>
        {children}
      </button>
    );
  }
  return (
    <a href="#download" className={className}>
      {children}
    </a>
  );
}

export function LandingTopBar() {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <a href="#top" className={landing.brand}>
          <BrandMark />
          <span className={styles.brandName}>
            <span>Pele.AI</span>
            <span className={styles.betaTag}>Beta</span>
          </span>
        </a>
        <nav aria-label="Seções da página" className={styles.sectionNav}>
          <ul>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.topBarActions}>
          <DownloadLink className={landing.buttonGhost}>Download</DownloadLink>
          <a href="/app" className={landing.buttonPrimary}>
            Abrir App
          </a>
        </div>
      </div>
    </header>
  );
}

export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path d="M16 6c4.5 6 7.5 10 7.5 14a7.5 7.5 0 0 1-15 0C8.5 16 11.5 12 16 6z" fill="#fff" />
      <path
        d="M13 20.5a3 3 0 0 0 3 3"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
