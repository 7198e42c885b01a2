import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { LoadError } from '../../../components/load-error';
import { PageLayout } from '../../../components/page-layout';
import { SkeletonRows } from '../../../components/skeleton';
import { formatDate } from '../../../lib/format';
import { useActiveSubscription } from '../api/get-active-subscription';
import { usePlans } from '../api/get-plans';
import { PlanList } from './plan-list';
import { TrialNotice } from './trial-notice';

/** /subscription (spec 2.2): the paywall's plan list as a page, with where the caller stands now. */
export function SubscriptionPage() {
  const plans = usePlans();
  const active = useActiveSubscription();
  const current = active.data?.data;
  return (
    <PageLayout back={{ to: '/app', label: 'Voltar para o início' }}>
      <h1 className="title">Premium</h1>
      <TrialNotice />
      {current?.isActive ? (
        <p className="notice" data-testid="current-plan">
          Você assina o {current.plan.name}.{' '}
          {current.cancelAtPeriodEnd
            ? `Acesso até ${formatDate(current.currentPeriodEnd)}.`
            : `Renova em ${formatDate(current.currentPeriodEnd)}.`}
        </p>
      ) : null}
      {plans.isError ? (
        <div className="stack">
          <h2 className="card__title">{subscriptionMessages.plansLoadTitle}</h2>
          <LoadError message={subscriptionMessages.plansLoadFailed} onRetry={() => void plans.refetch()} />
        </div>
      ) : plans.data ? (
        <PlanList plans={plans.data} />
      ) : (
        <SkeletonRows height="5rem" testId="plans-loading" />
      )}
    </PageLayout>
  );
}
