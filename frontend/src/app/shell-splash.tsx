import styles from './shell-splash.module.css';

/**
 * What the SPA shell (shell.html: /app/..., /admin/...) shows until the app's code has run: the app's icon, name
 * and the loading spinner, as an installed app's splash screen. Written into the shell at build time
 * (vite-plugins/prerender.ts), so a phone paints something the moment the HTML arrives instead of a blank page
 * until the JavaScript is in (Lighthouse's first contentful paint on /app). React replaces it on its first render.
 */
export function ShellSplash() {
  return (
    <div className={`loading-screen ${styles.shellSplash}`} role="status" aria-live="polite">
      <img className={styles.shellSplashIcon} src="/icons/favicon.svg" alt="" width={64} height={64} />
      {/* Text paints with the HTML; the icon only once its file arrives. */}
      <span className={styles.shellSplashName} aria-hidden="true">
        Pele.AI
      </span>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando...</span>
    </div>
  );
}
