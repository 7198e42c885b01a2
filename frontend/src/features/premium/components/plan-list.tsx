import { formatBRL, isMostPopular, planLabel } from '@pele/shared/plan-labels';
import type { Plan } from '@pele/shared/schemas/subscriptions';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-error';
import { useActiveSubscription } from '../api/get-active-subscription';
import { useSubscriptionCheckout } from '../api/start-checkout';
import { FEATURE_LABELS } from '../feature-labels';
import { otherPlan } from '../other-plan';
import { ChangePlanDialog, changePlanLabel } from './change-plan-dialog';
import styles from './premium.module.css';

// Only what holds: cancelling is one tap in Settings and the card goes to the payment provider. Support is not
// staffed around the clock, so the spec's 'Suporte 24/7' is not claimed.
const CLAIMS = ['Cancele a qualquer momento', 'Pagamento seguro'];

/**
 * The plans of spec 2.8 as a radio group: price in BRL per month or per year, '50% OFF' on yearly plans,
 * 'Mais Popular' on the second (or a flagged) plan. Continue stays disabled until a plan is chosen, then
 * leaves for the hosted checkout.
 */
export function PlanList({ plans }: { plans: readonly Plan[] }) {
  const [selected, setSelected] = useState<string | null>(null);
  const checkout = useSubscriptionCheckout();
  const hintId = useId();
  const refused = isApiError(checkout.error) && checkout.error.status === 409;
  const switchTo = useOfferedChange(refused, plans, selected);
  const [changing, setChanging] = useState(false);
  if (plans.length === 0) return <p className="empty-state">{subscriptionMessages.noPlans}</p>;
  return (
    <div className="stack">
      <PlanOptions plans={plans} selected={selected} onSelect={setSelected} />
      <ul className={styles.claims}>
        {CLAIMS.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
      {checkout.isError && (
        <p className="error-box" role="alert">
          {/* A refusal says why (already subscribed, until when); any other failure is spec 8.2's text. */}
          {refused ? checkout.error.message : subscriptionMessages.checkoutFailed}
        </p>
      )}
      {switchTo && (
        <>
          <Button variant="secondary" block onClick={() => setChanging(true)}>
            {changePlanLabel(switchTo.plan)}
          </Button>
          <ChangePlanDialog
            subscriptionId={changing ? switchTo.subscriptionId : null}
            plan={changing ? switchTo.plan : null}
            onClose={() => {
              setChanging(false);
              checkout.reset();
            }}
          />
        </>
      )}
      {!selected && (
        <p className="muted" id={hintId}>
          {subscriptionMessages.planRequired}
        </p>
      )}
      <Button
        variant="primary"
        block
        disabled={!selected || checkout.isPending}
        aria-describedby={selected ? undefined : hintId}
        onClick={() => selected && checkout.mutate(selected)}
      >
        {checkout.isPending ? 'Abrindo pagamento...' : 'Continuar'}
      </Button>
    </div>
  );
}

/**
 * After the server refused a second subscription: when the person's running subscription is on the other plan
 * than the one chosen here, the change of plan is offered instead (null otherwise, or until that is known).
 */
function useOfferedChange(refused: boolean, plans: readonly Plan[], selected: string | null) {
  const active = useActiveSubscription(refused);
  const current = active.data?.data;
  if (!refused || !current?.isActive || current.cancelAtPeriodEnd) return null;
  const chosen = plans.find((plan) => plan.id === selected);
  const other = otherPlan(plans, current.plan);
  if (!chosen || !other || chosen.id !== other.id) return null;
  return { subscriptionId: current.id, plan: other };
}

/** The plans as radio options: price per month or per year, '50% OFF' on yearly plans, 'Mais Popular'. */
function PlanOptions({
  plans,
  selected,
  onSelect,
}: {
  plans: readonly Plan[];
  selected: string | null;
  onSelect: (planId: string) => void;
}) {
  return (
    <fieldset className={styles.plans}>
      <legend className="visually-hidden">Escolha um plano</legend>
      {plans.map((plan, index) => {
        const label = planLabel(plan);
        return (
          <label
            key={plan.id}
            className={styles.plan}
            data-selected={selected === plan.id}
            data-testid={`plan-${plan.id}`}
          >
            <input
              type="radio"
              name="plan"
              value={plan.id}
              checked={selected === plan.id}
              onChange={() => onSelect(plan.id)}
              className={styles.planRadio}
            />
            <span className={styles.planHeader}>
              <span className={styles.planName}>{plan.name}</span>
              {isMostPopular(plan, index) && <span className="pill pill--primary">Mais Popular</span>}
              {label.discountBadge && <span className="pill pill--accent">{label.discountBadge}</span>}
            </span>
            <span className={styles.planPrice}>
              {formatBRL(plan.price)}
              <span className="muted">{label.perPeriod}</span>
            </span>
            <ul className={styles.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature}>{FEATURE_LABELS[feature]}</li>
              ))}
            </ul>
          </label>
        );
      })}
    </fieldset>
  );
}
