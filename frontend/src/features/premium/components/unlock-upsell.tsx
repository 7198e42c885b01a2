import { useState } from 'react';
import { Button } from '../../../components/button';
import { useActiveSubscription } from '../api/get-active-subscription';
import { PaywallDialog } from './paywall-dialog';

interface UnlockUpsellProps {
  title: string;
  message: string;
}

/**
 * Shown where the plan lacks a feature (spec 2.8): 'Desbloquear Agora', or 'Atualizar Plano' for someone
 * already subscribed, opens the paywall.
 */
export function UnlockUpsell({ title, message }: UnlockUpsellProps) {
  const [open, setOpen] = useState(false);
  const active = useActiveSubscription();
  return (
    <section className="card stack" data-testid="premium-upsell">
      <span className="pill pill--primary">Premium</span>
      <h2 className="card__title">{title}</h2>
      <p className="muted">{message}</p>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {active.data?.hasActiveSubscription ? 'Atualizar Plano' : 'Desbloquear Agora'}
      </Button>
      <PaywallDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
