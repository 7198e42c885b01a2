import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { Button } from '../../../components/button';
import { Dialog, DialogClose } from '../../../components/dialog';
import { SkeletonRows } from '../../../components/skeleton';
import { usePlans } from '../api/get-plans';
import { PlanList } from './plan-list';
import { TrialNotice } from './trial-notice';

interface PaywallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The paywall modal of spec 2.8; a load failure shows its own dialog with Close and Retry. */
export function PaywallDialog({ open, onOpenChange }: PaywallDialogProps) {
  const plans = usePlans();
  if (open && plans.isError)
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={subscriptionMessages.plansLoadTitle}
        description={subscriptionMessages.plansLoadFailed}
      >
        <div className="dialog__actions">
          <Button asChild variant="secondary">
            <DialogClose>Fechar</DialogClose>
          </Button>
          <Button variant="primary" onClick={() => void plans.refetch()}>
            Tentar Novamente
          </Button>
        </div>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Desbloqueie o Premium"
      description="Análises ilimitadas, histórico e acompanhamento do progresso da sua pele."
    >
      <div className="stack">
        <TrialNotice />
        {plans.data ? <PlanList plans={plans.data} /> : <SkeletonRows height="5rem" testId="plans-loading" />}
        <Button asChild variant="ghost" block>
          <DialogClose>Agora não</DialogClose>
        </Button>
      </div>
    </Dialog>
  );
}
