import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import { usePaywallStatus } from '../api/get-paywall-status';
import { paywallOpenedBefore, rememberPaywallOpened } from '../paywall-once';

// The plans' code loads when they open, not with home's first paint.
const PaywallDialog = lazy(() => import('./paywall-dialog').then((m) => ({ default: m.PaywallDialog })));

/**
 * Home's word on the free trial: when it ends, or that it ended, with the plans one tap away; nothing for a
 * subscriber. When the server says the paywall should show (trial over, no plan), the plans open by themselves,
 * once per person on this device.
 */
export function TrialStatusCard({ userId }: { userId: string | undefined }) {
  const status = usePaywallStatus().data;
  const [open, setOpen] = useState(false);
  const shouldShow = status?.shouldShowPaywall === true;
  useEffect(() => {
    if (!shouldShow || !userId || paywallOpenedBefore(userId)) return;
    rememberPaywallOpened(userId);
    setOpen(true);
  }, [shouldShow, userId]);

  if (!status || status.hasActiveSubscription) return null;
  const ended = !status.isInFreeTrial;
  return (
    <section className="card stack" aria-labelledby="trial-status-title" data-testid="trial-status">
      <h2 className="card__title" id="trial-status-title">
        {ended ? 'Seu teste grátis terminou' : 'Teste grátis do Premium'}
      </h2>
      <p className="muted">
        {ended
          ? `Terminou em ${formatDate(status.trialEndsAt)}. Assine o Premium para voltar a analisar sua pele e acompanhar sua evolução.`
          : `Seu teste grátis termina em ${formatDate(status.trialEndsAt)}. Nada é cobrado automaticamente.`}
      </p>
      <Button variant={ended ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
        Ver planos
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PaywallDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
