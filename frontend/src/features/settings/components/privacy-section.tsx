import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';

/**
 * Privacidade: what the product does with data, said plainly instead of switches with no effect. It neither sells
 * nor shares data with partners, and runs no third-party tracking or usage analytics; staff see totals.
 */
export function PrivacySection() {
  return (
    <section aria-labelledby="settings-privacy" className="card card--flush">
      <h2 id="settings-privacy" className="section-title section-title--inset">
        Privacidade
      </h2>
      <p className="setting-row setting-row--static muted" data-testid="privacy-statement">
        Não há perfil público: suas análises, rotinas e fotos do rosto só aparecem para você (nas avaliações
        que você publica aparece o seu nome). Não vendemos nem compartilhamos seus dados com parceiros, e o
        app não usa ferramentas de rastreamento ou de análise de uso de terceiros. A equipe acompanha apenas
        totais, como quantas análises e pedidos foram feitos.
      </p>
      <Link to="/privacy" className="setting-row">
        <span className="setting-row__label">Como tratamos seus dados</span>
        <ChevronRightIcon />
      </Link>
    </section>
  );
}
