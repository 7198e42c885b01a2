import { paymentMessages } from '@pele/shared/schemas/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
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
          <Button asChild variant="primary">
            <Link to={appPaths.home}>Voltar para o início</Link>
          </Button>
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
            <Button asChild variant="primary">
              <Link to={appPaths.analyze}>Começar Análise de Pele</Link>
            </Button>
          </>
        ) : orderId ? (
          <>
            <p>
              Seu pedido foi processado com sucesso. Enviamos a confirmação, com os itens e o endereço de
              entrega, para o seu e-mail.
            </p>
            <Button asChild variant="primary">
              <Link to={appPaths.order(orderId)}>Ver Detalhes do Pedido</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={appPaths.orders}>Ver Todos os Pedidos</Link>
            </Button>
          </>
        ) : (
          <Button asChild variant="primary">
            <Link to={appPaths.home}>Continuar</Link>
          </Button>
        )}
      </section>
    </PageLayout>
  );
}
