import styles from './face-scan-demo.module.css';
import landing from './landing.module.css';

// Illustrative numbers for the demo card; the section says so in its caption.
const SAMPLE_CONCERNS = [
  { name: 'Oleosidade na zona T', severity: 38 },
  { name: 'Poros dilatados', severity: 24 },
  { name: 'Manchas', severity: 12 },
] as const;

export function FaceScanDemo() {
  return (
    <section className={landing.section} aria-labelledby="face-scan-title">
      <div className={`${landing.sectionInner} ${landing.split}`}>
        <div className={landing.sectionHead}>
          <h2 id="face-scan-title">Veja a análise facial em ação</h2>
          <p>
            Em poucos segundos você recebe seu tipo de pele, as preocupações encontradas com o percentual de
            intensidade e recomendações do que fazer em cada caso.
          </p>
        </div>
        <figure className={styles.demoCard}>
          <div className={styles.demoFace}>
            <svg viewBox="0 0 200 220" aria-hidden="true" focusable="false">
              <ellipse cx="100" cy="116" rx="66" ry="84" fill="#e9bfa7" />
              <path
                d="M34 100c4-60 34-86 66-86s62 26 66 86c-14-28-38-44-66-44s-52 16-66 44z"
                fill="#3e2a22"
              />
              <circle cx="76" cy="112" r="6" fill="var(--color-text)" />
              <circle cx="124" cy="112" r="6" fill="var(--color-text)" />
              <path
                d="M88 160q12 10 24 0"
                fill="none"
                stroke="#8e2f52"
                strokeWidth="4"
                strokeLinecap="round"
              />
              <g fill="none" stroke="var(--color-accent)" strokeWidth="2" strokeDasharray="4 4">
                <rect x="78" y="64" width="44" height="30" rx="8" />
                <circle cx="62" cy="142" r="14" />
                <circle cx="138" cy="142" r="14" />
              </g>
              <rect
                className={landing.scanLine}
                x="28"
                y="30"
                width="144"
                height="3"
                rx="1.5"
                fill="var(--color-primary)"
              />
            </svg>
          </div>
          <figcaption className={styles.demoResults}>
            <span className={landing.captionTitle}>Resultado ilustrativo</span>
            <p className={styles.demoType}>
              Tipo de pele: <strong>Mista</strong>
            </p>
            <ul>
              {SAMPLE_CONCERNS.map((concern) => (
                <li key={concern.name}>
                  <span className={styles.concernRow}>
                    <span>{concern.name}</span>
                    <span>{concern.severity}%</span>
                  </span>
                  <span className={styles.meter} aria-hidden="true">
                    <span style={{ width: `${concern.severity}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
