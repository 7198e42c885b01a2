import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/app-paths';
import { supportChatLink } from '../support-chat';

/** /app/payment/cancel (spec 2.12). */
export function PaymentCancelPage() {
  return (
    <PageLayout>
      <section className="stack" data-testid="payment-cancelled">
        <h1 className="title">Pagamento Cancelado</h1>
        <p>O pagamento foi cancelado ou não foi concluído. Nenhum valor foi cobrado.</p>
        <Link to={appPaths.home} className="button button--primary">
          Tentar Novamente
        </Link>
        <a
          href={supportChatLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--secondary"
        >
          Contatar Suporte
        </a>
      </section>
    </PageLayout>
  );
}
