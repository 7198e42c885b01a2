import styles from './final-cta.module.css';
import landing from './landing.module.css';
import { DownloadLink } from './landing-top-bar';

export function FinalCta() {
  return (
    <section id="download" className={styles.finalCta} aria-labelledby="cta-title">
      <div className={landing.sectionInner}>
        <h2 id="cta-title">Comece hoje a cuidar da sua pele com inteligência</h2>
        <p className={styles.ctaText}>
          Use direto no navegador ou instale o Pele.AI na tela inicial do celular: ele abre como um aplicativo
          e ocupa pouco espaço.
        </p>
        <div className={landing.ctaRow}>
          <a href="/app" className={landing.buttonLightLarge}>
            Abrir App
          </a>
          <DownloadLink className={landing.buttonOnDarkLarge}>Instalar no celular</DownloadLink>
        </div>
        <h3 className={styles.installTitle}>Como instalar</h3>
        <ul className={styles.installSteps}>
          <li id="install-ios">
            <strong>iPhone (Safari):</strong> toque em Compartilhar e depois em “Adicionar à Tela de Início”.
          </li>
          <li id="install-android">
            <strong>Android (Chrome):</strong> toque no menu ⋮ e depois em “Instalar app”.
          </li>
        </ul>
      </div>
    </section>
  );
}
