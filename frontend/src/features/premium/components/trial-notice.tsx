import { formatDate } from '../../../lib/format';
import { usePaywallStatus } from '../api/get-paywall-status';

/** Fair by design: the trial's end is always said, before anyone is asked to pay. */
export function TrialNotice() {
  const status = usePaywallStatus();
  if (!status.data) return null;
  if (status.data.isInFreeTrial)
    return (
      <p className="notice">
        Seu teste grátis termina em {formatDate(status.data.trialEndsAt)}. Nada é cobrado automaticamente.
      </p>
    );
  if (!status.data.hasActiveSubscription)
    return <p className="notice">Seu teste grátis terminou em {formatDate(status.data.trialEndsAt)}.</p>;
  return null;
}
