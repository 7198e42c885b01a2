import landing from './landing.module.css';
import styles from './skin-type-rings.module.css';

const HOW_IT_WORKS = [
  { title: 'Escaneie o rosto', text: 'Uma selfie com boa luz é o ponto de partida.' },
  { title: 'Descubra seu tipo de pele', text: 'A IA mede oleosidade, ressecamento e sensibilidade.' },
  { title: 'Siga sua rotina', text: 'Receba passos de manhã e de noite com produtos indicados.' },
] as const;

// Example proportions for the rings drawing; the caption calls them an example.
const RINGS = [
  { label: 'Oleosidade', value: 62, color: 'var(--color-primary)', radius: 70 },
  { label: 'Ressecamento', value: 35, color: 'var(--color-accent)', radius: 54 },
  { label: 'Sensibilidade', value: 20, color: 'var(--color-info)', radius: 38 },
] as const;

const SKIN_TYPES = [
  { name: 'Oleosa', text: 'Brilho ao longo do dia e poros mais visíveis.' },
  { name: 'Seca', text: 'Sensação de repuxar, descamação e pouco viço.' },
  { name: 'Mista', text: 'Zona T oleosa e bochechas normais ou secas.' },
  { name: 'Sensível', text: 'Vermelhidão, ardor ou coceira com facilidade.' },
] as const;

export function SkinTypeRings() {
  return (
    <section
      id="how-it-works"
      className={`${landing.section} ${landing.sectionMuted}`}
      aria-labelledby="how-title"
    >
      <div className={landing.sectionInner}>
        <div className={landing.sectionHead}>
          <p className={landing.eyebrow}>Como funciona</p>
          <h2 id="how-title">Três passos para entender sua pele</h2>
        </div>
        <HowItWorksSteps />
        <div className={landing.split}>
          <ExampleRingsFigure />
          <div>
            <h3 className={landing.subTitle}>Os tipos de pele que o Pele.AI reconhece</h3>
            <ul className={styles.skinTypes}>
              {SKIN_TYPES.map((type) => (
                <li key={type.name}>
                  <strong>{type.name}</strong>
                  <span>{type.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** An example reading as rings, one per measure, with its legend. */
function ExampleRingsFigure() {
  return (
    <figure className={styles.ringsFigure}>
      <svg viewBox="0 0 160 160" className={styles.rings} aria-hidden="true" focusable="false">
        {RINGS.map((ring) => {
          const length = 2 * Math.PI * ring.radius;
          return (
            <g key={ring.label} transform="rotate(-90 80 80)">
              <circle
                cx="80"
                cy="80"
                r={ring.radius}
                fill="none"
                stroke="var(--color-border)"
                strokeWidth="11"
              />
              <circle
                cx="80"
                cy="80"
                r={ring.radius}
                fill="none"
                stroke={ring.color}
                strokeWidth="11"
                strokeLinecap="round"
                strokeDasharray={`${(length * ring.value) / 100} ${length}`}
              />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className={landing.captionTitle}>Exemplo: pele oleosa</span>
        <ul className={styles.ringLegend}>
          {RINGS.map((ring) => (
            <li key={ring.label}>
              <span className={styles.legendSwatch} style={{ background: ring.color }} aria-hidden="true" />
              {ring.label}: {ring.value}%
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function HowItWorksSteps() {
  return (
    <ol className={styles.howList}>
      {HOW_IT_WORKS.map((step, index) => (
        <li key={step.title}>
          <span className={styles.howNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
