import styles from './hero-section.module.css';
import landing from './landing.module.css';
import { type LandingFigures, landingStats } from './landing-claims';

/** The hero; its figures appear once the server has given them (landing-claims.ts), never invented. */
export function HeroSection({ figures }: { figures: LandingFigures | null }) {
  const stats = figures ? landingStats(figures) : [];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroText}>
        <p className={landing.eyebrow}>Cuidados com a pele com inteligência artificial</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Conheça sua pele de verdade com uma selfie
        </h1>
        <p className={styles.lead}>
          O Pele.AI analisa sua pele em segundos, mostra o que merece atenção e monta uma rotina com produtos
          compatíveis com você.
        </p>
        <div className={landing.ctaRow}>
          <a href="/onboarding" className={landing.buttonPrimaryLarge}>
            Começar agora
          </a>
          <a href="#how-it-works" className={landing.buttonOutlineLarge}>
            Ver como funciona
          </a>
        </div>
        <dl className={styles.stats} data-testid="landing-stats">
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.heroArt}>
        <PhoneScanArt />
      </div>
    </section>
  );
}

function PhoneScanArt() {
  return (
    <svg viewBox="0 0 260 380" className={styles.phoneArt} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="var(--color-primary-soft)" />
        </linearGradient>
      </defs>
      <rect x="30" y="6" width="200" height="368" rx="32" fill="var(--color-text)" />
      <rect x="40" y="16" width="180" height="348" rx="24" fill="url(#hero-screen)" />
      <rect x="104" y="24" width="52" height="8" rx="4" fill="var(--color-text)" />
      <ellipse cx="130" cy="160" rx="52" ry="66" fill="#f3d2c1" />
      <path d="M78 140c4-48 26-68 52-68s48 20 52 68c-10-22-30-34-52-34s-42 12-52 34z" fill="#5b3a2e" />
      <circle cx="110" cy="156" r="5" fill="var(--color-text)" />
      <circle cx="150" cy="156" r="5" fill="var(--color-text)" />
      <path d="M118 192q12 10 24 0" fill="none" stroke="#a4475d" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M66 92V76h16M194 92V76h-16M66 228v16h16M194 228v16h-16"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect
        className={landing.scanLine}
        x="66"
        y="100"
        width="128"
        height="3"
        rx="1.5"
        fill="var(--color-accent)"
      />
      <rect x="56" y="266" width="148" height="78" rx="16" fill="#fff" stroke="var(--color-border)" />
      <text x="72" y="292" fontSize="12" fill="var(--color-text-muted)" fontFamily="system-ui, sans-serif">
        Pontuação da pele
      </text>
      <text
        x="72"
        y="326"
        fontSize="28"
        fontWeight="700"
        fill="var(--color-primary)"
        fontFamily="system-ui, sans-serif"
      >
        82
      </text>
      <rect x="118" y="312" width="70" height="8" rx="4" fill="var(--color-surface-muted)" />
      <rect x="118" y="312" width="56" height="8" rx="4" fill="var(--color-success)" />
    </svg>
  );
}
