import { adminMessages } from '@pele/shared/schemas/admin';
import type { Plan } from '@pele/shared/schemas/subscriptions';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SkeletonRows } from '../../../components/skeleton';
import { showToast } from '../../../lib/toast';
import { FEATURE_LABELS } from '../../premium';
import styles from '../admin.module.css';
import { useAdminPlans, useAppSettings, useSavePlan, useSaveSettings } from '../api/admin-api';
import { useReportFailure } from '../parts/admin-list';
import { parsePrice } from '../products/product-form';
import { useAdminErrors } from '../shell/admin-errors';

function GeneralSettings() {
  const id = useId();
  const settings = useAppSettings();
  const save = useSaveSettings();
  const { report } = useAdminErrors();
  const [phone, setPhone] = useState('');
  const [trialDays, setTrialDays] = useState('');
  useEffect(() => {
    if (settings.data) {
      setPhone(settings.data.supportPhone);
      setTrialDays(String(settings.data.freeTrialDays));
    }
  }, [settings.data]);
  useReportFailure(settings, adminMessages.settingsLoadFailed);
  if (!settings.data) return <SkeletonRows height="3rem" />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { supportPhone: phone.replace(/\D/g, ''), freeTrialDays: Number.parseInt(trialDays, 10) },
      {
        onSuccess: () => showToast('Configurações salvas.'),
        onError: (error) => report(adminMessages.settingsSaveFailed, error),
      },
    );
  };
  return (
    <form className="card stack" onSubmit={submit}>
      <h2 className="card__title">Geral</h2>
      <div className={styles.formGrid}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-phone`}>
            WhatsApp do suporte (DDI + DDD + número)
          </label>
          <input
            id={`${id}-phone`}
            className="input"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-trial`}>
            Dias de teste grátis (novos cadastros)
          </label>
          <input
            id={`${id}-trial`}
            className="input"
            inputMode="numeric"
            value={trialDays}
            onChange={(e) => setTrialDays(e.target.value)}
          />
        </div>
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar configurações'}
        </button>
      </div>
    </form>
  );
}

function PlanForm({ plan }: { plan: Plan }) {
  const id = useId();
  const save = useSavePlan();
  const { report } = useAdminErrors();
  const [name, setName] = useState(plan.name);
  const [price, setPrice] = useState(String(plan.price).replace('.', ','));
  const [features, setFeatures] = useState(plan.features);
  const [popular, setPopular] = useState(plan.isPopular);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: plan.id, body: { name, price: parsePrice(price), features, isPopular: popular } },
      {
        onSuccess: () => showToast(`Plano ${name} salvo.`),
        onError: (error) => report(adminMessages.settingsSaveFailed, error),
      },
    );
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card__title">
        {plan.name}
      </h3>
      <div className={styles.formGrid}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            Nome
          </label>
          <input id={`${id}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            Preço (R$)
          </label>
          <input
            id={`${id}-price`}
            className="input"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
      </div>
      <fieldset>
        <legend className="field__label">Recursos</legend>
        {(Object.keys(FEATURE_LABELS) as Array<Plan['features'][number]>).map((feature) => (
          <label key={feature} className="checkbox">
            <input
              type="checkbox"
              checked={features.includes(feature)}
              onChange={(e) =>
                setFeatures((current) =>
                  e.target.checked ? [...current, feature] : current.filter((f) => f !== feature),
                )
              }
            />{' '}
            {FEATURE_LABELS[feature]}
          </label>
        ))}
        <label className="checkbox">
          <input type="checkbox" checked={popular} onChange={(e) => setPopular(e.target.checked)} /> Marcar
          como 'Mais Popular'
        </label>
      </fieldset>
      <div>
        <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
          Salvar plano
        </button>
      </div>
    </form>
  );
}

/** Configurações: what staff change without a deploy, read by the server from the table. */
export function SettingsTab() {
  const plans = useAdminPlans();
  return (
    <>
      <GeneralSettings />
      <section className="stack" aria-labelledby="plans-title">
        <h2 id="plans-title" className="section-title">
          Planos
        </h2>
        <p className="muted">Mudanças de preço valem para novas assinaturas.</p>
        {plans.data ? (
          plans.data.map((plan) => <PlanForm key={plan.id} plan={plan} />)
        ) : (
          <SkeletonRows height="6rem" />
        )}
      </section>
    </>
  );
}
