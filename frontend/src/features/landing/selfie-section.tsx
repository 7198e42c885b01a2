import styles from './landing.module.css';
import { Icon } from './landing-icons';

const STEPS = [
  'Procure um lugar bem iluminado e enquadre o rosto inteiro.',
  'Tire a selfie na hora ou envie uma foto da galeria.',
  'Receba seu tipo de pele e as preocupações encontradas, com a intensidade de cada uma.',
] as const;

export function SelfieSection() {
  return (
    <section className={styles.section} aria-labelledby="selfie-title">
      <div className={styles.sectionInner}>
        <div className={styles.sectionHead}>
          <span className={styles.iconBadge}>
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
          <Icon name="lock" className={styles.inlineIcon} />
          <span>
            Sua foto é tratada como dado sensível: fica guardada de forma privada, só é usada para a análise e
            é apagada junto com a sua conta. <a href="/privacy">Leia a Política de Privacidade</a>.
          </span>
        </p>
      </div>
    </section>
  );
}
