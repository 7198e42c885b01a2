import landing from './landing.module.css';
import { Icon, type IconName } from './landing-icons';
import styles from './scanner-section.module.css';

const FEATURES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'scan',
    title: 'Leitura de ingredientes',
    text: 'Aponte a câmera para o rótulo e veja a lista de ingredientes explicada, um por um.',
  },
  {
    icon: 'check',
    title: 'Verificação de compatibilidade',
    text: 'Saiba se a fórmula combina com o seu tipo de pele antes de levar o produto para casa.',
  },
  {
    icon: 'alert',
    title: 'Alertas de alergia',
    text: 'Receba um aviso quando aparecer um ingrediente que costuma irritar ou que você quer evitar.',
  },
  {
    icon: 'swap',
    title: 'Sugestões de alternativas',
    text: 'Se um produto não for para você, veja opções parecidas com fórmulas mais adequadas.',
  },
];

const INGREDIENTS = [
  { name: 'Niacinamida', ok: true },
  { name: 'Ácido hialurônico', ok: true },
  { name: 'Fragrância', ok: false },
] as const;

export function ScannerSection() {
  return (
    <section
      id="features"
      className={`${landing.section} ${landing.sectionMuted}`}
      aria-labelledby="features-title"
    >
      <div className={landing.sectionInner}>
        <div className={landing.sectionHead}>
          <p className={landing.eyebrow}>Recursos</p>
          <h2 id="features-title">Escaneie produtos e descubra o que combina com você</h2>
          <p>
            Além do rosto, o Pele.AI lê o rótulo dos seus cosméticos e cruza cada ingrediente com o que a sua
            pele precisa.
          </p>
          <a href="/app/scanner" className={landing.buttonPrimary}>
            Escanear rótulo
          </a>
        </div>
        <div className={landing.split}>
          <figure className={styles.scannerCard}>
            <svg viewBox="0 0 120 150" className={styles.bottleArt} aria-hidden="true" focusable="false">
              <rect x="42" y="8" width="36" height="22" rx="5" fill="var(--color-accent)" />
              <rect
                x="28"
                y="30"
                width="64"
                height="112"
                rx="16"
                fill="var(--color-accent-soft)"
                stroke="var(--color-accent)"
                strokeWidth="3"
              />
              <rect x="38" y="64" width="44" height="46" rx="6" fill="#fff" />
              <path
                d="M44 76h32M44 86h24M44 96h28"
                stroke="var(--color-text-muted)"
                strokeWidth="3"
                strokeLinecap="round"
              />
              <path
                d="M14 40V24h16M106 40V24H90M14 126v16h16M106 126v16H90"
                fill="none"
                stroke="var(--color-primary)"
                strokeWidth="4"
                strokeLinecap="round"
              />
            </svg>
            <figcaption>
              <span className={landing.captionTitle}>Exemplo de leitura de rótulo</span>
              <ul className={styles.ingredientList}>
                {INGREDIENTS.map((item) => (
                  <li key={item.name} className={item.ok ? styles.ingredientOk : styles.ingredientWarn}>
                    <Icon
                      name={item.ok ? 'check' : 'alert'}
                      className={`${landing.inlineIcon} ${styles.ingredientIcon}`}
                    />
                    {item.name}
                    <span className={styles.ingredientStatus}>{item.ok ? 'combina' : 'atenção'}</span>
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <ul className={landing.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={landing.featureCard}>
                <span className={landing.iconBadge}>
                  <Icon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
