import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/app-paths';
import { supportChatLink, useSupportPhone } from '../../../lib/support-chat';

/** /app/payment/cancel (spec 2.12). */
export function PaymentCancelPage() {
  const phone = useSupportPhone();
  return (
    <PageLayout>
      <section className="stack" data-testid="payment-cancelled">
        <h1 className="title">Pagamento Cancelado</h1>
        <p>O pagamento foi cancelado ou não foi concluído. Nenhum valor foi cobrado.</p>
        <Link to={appPaths.home} className="button button--primary">
          Tentar Novamente
        </Link>
        <a
          href={supportChatLink(phone, 'Olá! Preciso de ajuda com um pagamento no Pele.AI.')}
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
