import { formatBRL, fromCents, planLabel } from '@pele/shared/plan-labels';
import { type Plan, subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useChangePlan, usePlanChangePreview } from '../api/change-plan';
import styles from './premium.module.css';

interface ChangePlanDialogProps {
  /** The active subscription to change; the dialog is open while both this and `plan` are set. */
  subscriptionId: string | null;
  plan: Plan | null;
  onClose: () => void;
}

/** 'Mudar para o plano anual' or '… mensal', as the action and the dialog's title read. */
export const changePlanLabel = (plan: Pick<Plan, 'duration_days'>) =>
  `Mudar para o plano ${planLabel(plan).period === 'ano' ? 'anual' : 'mensal'}`;

const messageOf = (error: unknown) =>
  isApiError(error) && error.status < 500 ? error.message : subscriptionMessages.changeFailed;

/**
 * The confirmation of a plan change: the new price, the credit for the unused time of the current plan and what is
 * charged today, as the payment provider prorates it, read when the dialog opens and applied with the same
 * proration date. Nothing is sent until 'Confirmar mudança'.
 */
export function ChangePlanDialog({ subscriptionId, plan, onClose }: ChangePlanDialogProps) {
  const open = Boolean(subscriptionId && plan);
  const preview = usePlanChangePreview(open ? subscriptionId : null, open ? (plan?.id ?? null) : null);
  const change = useChangePlan();
  const quote = preview.data;
  const confirm = () => {
    if (!quote || !plan) return;
    change.mutate(
      { id: quote.subscriptionId, planId: plan.id, prorationDate: quote.prorationDate },
      {
        onSuccess: (subscription) => {
          showToast(subscriptionMessages.changeDone(subscription.plan.name), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !change.isPending) {
          change.reset();
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog" data-testid="change-plan-dialog">
          <AlertDialog.Title className="dialog__title">
            {plan ? `${changePlanLabel(plan)}?` : ''}
          </AlertDialog.Title>
          <AlertDialog.Description className="dialog__description">
            {plan
              ? `Seu plano passa a ser ${plan.name} agora, e o tempo não usado do plano atual vira crédito.`
              : ''}
          </AlertDialog.Description>
          <PlanChangeQuote preview={preview} plan={plan} />
          {change.isError && (
            <p className="error-box" role="alert">
              {messageOf(change.error)}
            </p>
          )}
          <div className="dialog__actions">
            <Button asChild variant="secondary">
              <AlertDialog.Cancel disabled={change.isPending}>Manter plano atual</AlertDialog.Cancel>
            </Button>
            <Button variant="primary" onClick={confirm} disabled={!quote || change.isPending}>
              {change.isPending ? 'Mudando...' : 'Confirmar mudança'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function PlanChangeQuote({
  preview,
  plan,
}: {
  preview: ReturnType<typeof usePlanChangePreview>;
  plan: Plan | null;
}) {
  if (preview.isError)
    return (
      <div className="stack">
        <p className="error-box" role="alert">
          {messageOf(preview.error)}
        </p>
        <Button variant="secondary" onClick={() => void preview.refetch()}>
          Tentar Novamente
        </Button>
      </div>
    );
  const quote = preview.data;
  if (!quote || !plan)
    return (
      <p className="muted" role="status" data-testid="plan-change-loading">
        Calculando o valor da mudança...
      </p>
    );
  const period = planLabel(plan).perPeriod;
  return (
    <div className="stack" data-testid="plan-change-quote">
      <dl className={styles.quote}>
        <div>
          <dt>Novo preço</dt>
          <dd>
            {formatBRL(fromCents(quote.newPriceCents))}
            {period}
          </dd>
        </div>
        <div>
          <dt>Crédito do tempo não usado</dt>
          <dd>− {formatBRL(fromCents(quote.creditCents))}</dd>
        </div>
        <div>
          <dt>Cobrado hoje</dt>
          <dd>
            <strong>{formatBRL(fromCents(quote.amountDueCents))}</strong>
          </dd>
        </div>
      </dl>
      {quote.amountDueCents === 0 && (
        <p className="muted">Nada é cobrado hoje: o crédito que sobrar é usado nas próximas cobranças.</p>
      )}
    </div>
  );
}
