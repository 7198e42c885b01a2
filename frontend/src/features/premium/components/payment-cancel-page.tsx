import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/app-paths';
import { supportChatLink } from '../../../lib/support-contacts';
import { useSupportContacts } from '../../../lib/use-support-contacts';

/** /app/payment/cancel (spec 2.12); 'Contatar Suporte' only while staff have set a support number. */
export function PaymentCancelPage() {
  const chat = supportChatLink(
    useSupportContacts().supportPhone,
    'Olá! Preciso de ajuda com um pagamento no Pele.AI.',
  );
  return (
    <PageLayout>
      <section className="stack" data-testid="payment-cancelled">
        <h1 className="title">Pagamento Cancelado</h1>
        <p>O pagamento foi cancelado ou não foi concluído. Nenhum valor foi cobrado.</p>
        <Button asChild variant="primary">
          <Link to={appPaths.home}>Tentar Novamente</Link>
        </Button>
        {chat && (
          <Button asChild variant="secondary">
            <a href={chat} target="_blank" rel="noopener noreferrer">
              Contatar Suporte
            </a>
          </Button>
        )}
      </section>
    </PageLayout>
  );
}
