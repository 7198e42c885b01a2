import { adminMessages } from '@pele/shared/schemas/admin';
import { SkeletonRows } from '../../../../components/skeleton';
import { useAdminPlans } from '../../api/list-plans';
import { LoadFailed, useReportFailure } from '../parts/admin-list';
import { GeneralSettingsForm } from './general-settings-form';
import { PlanForm } from './plan-form';

function Plans() {
  const plans = useAdminPlans();
  useReportFailure(plans, adminMessages.settingsLoadFailed);
  if (plans.isPending) return <SkeletonRows height="6rem" />;
  if (!plans.data) return <LoadFailed message={adminMessages.settingsLoadFailed} onRetry={plans.refetch} />;
  if (plans.data.length === 0) return <p className="empty-state">Nenhum plano encontrado.</p>;
  return plans.data.map((plan) => <PlanForm key={plan.id} plan={plan} />);
}

/** Configurações: what staff change without a deploy, read by the server from the table. */
export function SettingsTab() {
  return (
    <>
      <GeneralSettingsForm />
      <section className="stack" aria-labelledby="plans-title">
        <h2 id="plans-title" className="section-title">
          Planos
        </h2>
        <p className="muted">Mudanças de preço valem para novas assinaturas.</p>
        <Plans />
      </section>
    </>
  );
}
