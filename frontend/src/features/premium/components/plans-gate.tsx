import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { Button } from '../../../components/button';
import { SkeletonRows } from '../../../components/skeleton';
import { usePlans } from '../api/get-plans';
import { PlanList } from './plan-list';
import { TrialNotice } from './trial-notice';

interface PlansGateProps {
  title: string;
  message: string;
}

/**
 * In place of a Premium feature for someone without access (trial over, no plan with it): why, the trial's end,
 * and the plans to choose from, before anything of the feature starts (no consent asked, no camera opened).
 */
export function PlansGate({ title, message }: PlansGateProps) {
  const plans = usePlans();
  return (
    <section className="card stack" aria-labelledby="plans-gate-title" data-testid="plans-gate">
      <span className="pill pill--primary">Premium</span>
      <h2 className="card__title" id="plans-gate-title">
        {title}
      </h2>
      <TrialNotice />
      <p className="muted">{message}</p>
      {plans.isError ? (
        <div className="stack">
          <p className="error-box" role="alert">
            {subscriptionMessages.plansLoadFailed}
          </p>
          <Button variant="secondary" onClick={() => void plans.refetch()}>
            Tentar Novamente
          </Button>
        </div>
      ) : plans.data ? (
        <PlanList plans={plans.data} />
      ) : (
        <SkeletonRows height="5rem" testId="plans-loading" />
      )}
    </section>
  );
}
