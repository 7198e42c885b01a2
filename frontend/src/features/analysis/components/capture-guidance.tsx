import styles from './analysis.module.css';

/** What makes a photo measurable; shown before capture so fewer photos are refused. */
export function CaptureGuidance() {
  return (
    <section className={`notice ${styles.guidance}`} aria-labelledby="guidance-title">
      <h2 id="guidance-title">
        <strong>Para um resultado confiável</strong>
      </h2>
      <ul>
        <li>Fique de frente para a luz (uma janela é ótima), sem flash e sem sombra no rosto.</li>
        <li>Tire os óculos e afaste o cabelo da testa.</li>
        <li>Rosto de frente para a câmera, com expressão neutra.</li>
      </ul>
    </section>
  );
}
