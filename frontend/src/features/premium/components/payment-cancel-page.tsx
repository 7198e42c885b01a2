import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { apiRequest } from '../../../lib/api-client';
import { appPaths } from '../../../lib/app-paths';
import { supportChatLink } from '../support-chat';

/** /app/payment/cancel (spec 2.12). */
export function PaymentCancelPage() {
  // Staff set the support number in the panel; without it (or if the call fails) the build's number is used.
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => apiRequest(routes.publicSettings, { signal }),
    retry: false,
  });
  const phone = settings.data?.supportPhone || undefined;
  return (
    <PageLayout>
      <section className="stack" data-testid="payment-cancelled">
        <h1 className="title">Pagamento Cancelado</h1>
        <p>O pagamento foi cancelado ou não foi concluído. Nenhum valor foi cobrado.</p>
        <Link to={appPaths.home} className="button button--primary">
          Tentar Novamente
        </Link>
        <a
          href={supportChatLink(phone)}
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
