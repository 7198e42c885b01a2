import landing from './landing.module.css';
import { Icon } from './landing-icons';
import styles from './selfie-section.module.css';

const STEPS = [
  'Procure um lugar bem iluminado e enquadre o rosto inteiro.',
  'Tire a selfie na hora ou envie uma foto da galeria.',
  'Receba seu tipo de pele e as preocupações encontradas, com a intensidade de cada uma.',
] as const;

export function SelfieSection() {
  return (
    <section className={landing.section} aria-labelledby="selfie-title">
      <div className={landing.sectionInner}>
        <div className={landing.sectionHead}>
          <span className={landing.iconBadge}>
            <Icon name="camera" />
          </span>
          <h2 id="selfie-title">Uma selfie é tudo o que você precisa</h2>
          <p>
            Escaneie seu rosto com a câmera do celular. A inteligência artificial identifica seu tipo de pele
            e aponta o que merece cuidado, sem questionários longos.
          </p>
        </div>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.privacyNote}>
          <Icon name="lock" className={`${landing.inlineIcon} ${styles.privacyIcon}`} />
          <span>
            Sua foto é tratada como dado sensível: fica guardada de forma privada, só é usada para a análise e
            é apagada junto com a sua conta. <a href="/privacy">Leia a Política de Privacidade</a>.
          </span>
        </p>
      </div>
    </section>
  );
}
