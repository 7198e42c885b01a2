import { APP_VERSION } from '@pele/shared/constants';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';

/** Sobre: the version, the product's language, the terms and the privacy policy. */
export function AboutSection() {
  return (
    <section aria-labelledby="settings-about" className="card card--flush">
      <h2 id="settings-about" className="section-title section-title--inset">
        Sobre
      </h2>
      <div className="setting-row setting-row--static">
        <span className="setting-row__label">Versão</span>
        <span className="muted">{APP_VERSION}</span>
      </div>
      <p className="setting-row setting-row--static muted" data-testid="product-language">
        O Pele.AI é feito para o Brasil e está em português.
      </p>
      <Link to="/terms" className="setting-row">
        <span className="setting-row__label">Termos de Uso</span>
        <ChevronRightIcon />
      </Link>
      <Link to="/privacy" className="setting-row">
        <span className="setting-row__label">Política de Privacidade</span>
        <ChevronRightIcon />
      </Link>
    </section>
  );
}
