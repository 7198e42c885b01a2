import { paymentMessages } from '@pele/shared/schemas/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { appPaths } from '../../../lib/app-paths';
import { refreshAfterWrite } from '../../../lib/query-client';
import { premiumKeys } from '../api/premium-keys';
import { verifyPayment } from '../api/verify-payment';

/** /app/payment/success (spec 2.12): verifies the checkout it came back from and says what was bought. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['payment-verification', sessionId],
    queryFn: ({ signal }) => verifyPayment(sessionId as string, signal),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const subscribed = Boolean(verification.data?.subscription);
  useEffect(() => {
    if (subscribed) void refreshAfterWrite(queryClient, premiumKeys.all);
  }, [subscribed, queryClient]);

  if (!sessionId) return <Navigate to={appPaths.home} replace />;
  if (verification.isPending)
    return (
      <PageLayout>
        <p className="notice" role="status">
          Verificando pagamento...
        </p>
      </PageLayout>
    );
  if (verification.isError)
    return (
      <PageLayout>
        <div className="stack" role="alert">
          <p className="error-box">{paymentMessages.verifyFailed(verification.error.message)}</p>
          <Link to={appPaths.home} className="button button--primary">
            Voltar para o início
          </Link>
        </div>
      </PageLayout>
    );
  const { subscription, orderId } = verification.data;
  return (
    <PageLayout>
      <section className="stack" data-testid="payment-confirmed">
        <h1 className="title">Pagamento Confirmado!</h1>
        {subscription ? (
          <>
            <p>
              Sua assinatura {subscription.plan.name} está ativa. Você tem acesso completo a todos os
              recursos.
            </p>
            <Link to={appPaths.analyze} className="button button--primary">
              Começar Análise de Pele
            </Link>
          </>
        ) : orderId ? (
          <>
            <p>Seu pedido foi processado com sucesso. Você receberá um e-mail de confirmação em breve.</p>
            <Link to={appPaths.order(orderId)} className="button button--primary">
              Ver Detalhes do Pedido
            </Link>
            <Link to={appPaths.orders} className="button button--secondary">
              Ver Todos os Pedidos
            </Link>
          </>
        ) : (
          <Link to={appPaths.home} className="button button--primary">
            Continuar
          </Link>
        )}
      </section>
    </PageLayout>
  );
}
