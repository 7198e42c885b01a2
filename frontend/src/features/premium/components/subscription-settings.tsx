import type { Subscription } from '@pele/shared/schemas/subscriptions';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useActiveSubscription } from '../api/get-active-subscription';
import { usePaywallStatus } from '../api/get-paywall-status';
import { usePlans } from '../api/get-plans';
import { usePaymentMethodChange, usePaymentMethods } from '../api/payment-methods';
import { otherPlan } from '../other-plan';
import { ChangePlanDialog, changePlanLabel } from './change-plan-dialog';
import { PaywallDialog } from './paywall-dialog';
import styles from './premium.module.css';

/** Settings → 'Minha assinatura': the plan and its dates, the saved cards, and cancelling in one tap. */
export function SubscriptionSettings() {
  const active = useActiveSubscription();
  const status = usePaywallStatus();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [paywall, setPaywall] = useState(false);
  const current = active.data?.data;

  return (
    <section className="card stack" aria-labelledby="subscription-title" data-testid="subscription-settings">
      <h2 className="card__title" id="subscription-title">
        Minha assinatura
      </h2>
      {current?.isActive ? (
        <div className={styles.status}>
          <p>
            <strong>{current.plan.name}</strong>
          </p>
          <p className="muted">
            {current.cancelAtPeriodEnd
              ? `Cancelada: acesso até ${formatDate(current.currentPeriodEnd)}.`
              : `Renova em ${formatDate(current.currentPeriodEnd)}.`}
          </p>
          {!current.cancelAtPeriodEnd && <ChangePlanAction subscription={current} />}
          {!current.cancelAtPeriodEnd && (
            <Button variant="danger-outline" onClick={() => setConfirming(true)}>
              Cancelar assinatura
            </Button>
          )}
        </div>
      ) : (
        <div className={styles.status}>
          <p className="muted">
            {status.data?.isInFreeTrial
              ? `Teste grátis até ${formatDate(status.data.trialEndsAt)}.`
              : 'Você não tem uma assinatura ativa.'}
          </p>
          <Button variant="primary" onClick={() => setPaywall(true)}>
            Assinar Premium
          </Button>
        </div>
      )}

      <SavedCards />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancelar assinatura?"
        description={
          current
            ? `A renovação para agora. Você continua com acesso ao Premium até ${formatDate(current.currentPeriodEnd)} e nada mais será cobrado.`
            : ''
        }
        confirmLabel="Cancelar assinatura"
        cancelLabel="Manter"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => {
          if (!current) return;
          cancel.mutate(current.id, {
            onSuccess: () =>
              showToast('Assinatura cancelada. O acesso continua até o fim do período.', 'success'),
            onError: (error) => showToast(error.message, 'error'),
          });
          setConfirming(false);
        }}
      />
      <PaywallDialog open={paywall} onOpenChange={setPaywall} />
    </section>
  );
}

/** 'Mudar para o plano anual' (or mensal) for a running subscription, when that other plan is offered. */
function ChangePlanAction({ subscription }: { subscription: Subscription }) {
  const plans = usePlans();
  const [open, setOpen] = useState(false);
  const target = otherPlan(plans.data, subscription.plan);
  if (!target) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {changePlanLabel(target)}
      </Button>
      <ChangePlanDialog
        subscriptionId={open ? subscription.id : null}
        plan={open ? target : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The saved cards: the default one marked, another made default or removed. */
function SavedCards() {
  const methods = usePaymentMethods();
  const change = usePaymentMethodChange();
  if (!methods.data || methods.data.length === 0) return null;
  return (
    <div className="stack">
      <h3 className={styles.planName}>Formas de pagamento</h3>
      <ul className="stack" aria-label="Cartões salvos">
        {methods.data.map((card) => (
          <li key={card.id} className="button-row" data-testid="payment-method">
            <span>
              {card.brand.toUpperCase()} •••• {card.last4} · {String(card.expMonth).padStart(2, '0')}/
              {String(card.expYear).slice(-2)}
            </span>
            {card.isDefault ? (
              <span className="pill pill--muted">Padrão</span>
            ) : (
              <Button
                variant="secondary"
                size="small"
                disabled={change.isPending}
                onClick={() => change.mutate({ id: card.id, change: 'default' })}
              >
                Tornar padrão
              </Button>
            )}
            <Button
              variant="danger-outline"
              size="small"
              aria-label={`Remover cartão final ${card.last4}`}
              disabled={change.isPending}
              onClick={() => change.mutate({ id: card.id, change: 'remove' })}
            >
              Remover
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
