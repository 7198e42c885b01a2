import { PLAN_FEATURES, type PlanFeature } from '@pele/shared/constants';
import { adminMessages } from '@pele/shared/schemas/admin';
import type { Plan } from '@pele/shared/schemas/subscriptions';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { FieldError, TextField } from '../../../../components/form-field';
import { isApiError } from '../../../../lib/api-error';
import { formatPrice } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useSavePlan } from '../../api/save-plan';
import styles from '../admin.module.css';
import { useAdminErrors } from '../layout/admin-errors';
import { PLAN_FEATURE_LABELS } from '../parts/labels';
import { fieldErrorsOf } from '../parts/server-errors';
import { parsePrice } from '../products/product-form';

type Errors = Partial<Record<'name' | 'price' | 'features', string>>;

/** One plan: its name, price in BRL, the features it opens and the 'Mais Popular' mark. */
export function PlanForm({ plan }: { plan: Plan }) {
  const id = useId();
  const save = useSavePlan();
  const { report } = useAdminErrors();
  const [name, setName] = useState(plan.name);
  const [price, setPrice] = useState(plan.price.toFixed(2).replace('.', ','));
  const [features, setFeatures] = useState<PlanFeature[]>(plan.features);
  const [popular, setPopular] = useState(plan.isPopular);
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (feature: PlanFeature, on: boolean) =>
    setFeatures((current) => (on ? [...current, feature] : current.filter((f) => f !== feature)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: plan.id, body: { name: name.trim(), price: parsePrice(price), features, isPopular: popular } },
      {
        onSuccess: () => showToast(`Plano ${name.trim()} salvo.`),
        onError: (error) => {
          if (isApiError(error)) setErrors(fieldErrorsOf(error, ['name', 'price', 'features']));
          report(adminMessages.settingsSaveFailed, error);
        },
      },
    );
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card__title">
        {plan.name} · {formatPrice(plan.price)} · {plan.duration_days} dias
      </h3>
      <div className={styles.formGrid}>
        <TextField
          label="Nome"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Preço (R$)"
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <PlanFeaturesField id={id} features={features} error={errors.features} onToggle={toggle} />
      <label className="checkbox">
        <input type="checkbox" checked={popular} onChange={(event) => setPopular(event.target.checked)} />{' '}
        Marcar como 'Mais Popular'
      </label>
      <div>
        <Button
          type="submit"
          variant="primary"
          size="small"
          loading={save.isPending}
          loadingLabel="Salvando..."
        >
          Salvar plano
        </Button>
      </div>
    </form>
  );
}

/** The features the plan opens, one checkbox each. */
function PlanFeaturesField({
  id,
  features,
  error,
  onToggle,
}: {
  id: string;
  features: PlanFeature[];
  error?: string;
  onToggle: (feature: PlanFeature, on: boolean) => void;
}) {
  return (
    <fieldset className="stack" aria-describedby={error ? `${id}-features-error` : undefined}>
      <legend className="field__label">Recursos</legend>
      {PLAN_FEATURES.map((feature) => (
        <label key={feature} className="checkbox">
          <input
            type="checkbox"
            checked={features.includes(feature)}
            onChange={(event) => onToggle(feature, event.target.checked)}
          />{' '}
          {PLAN_FEATURE_LABELS[feature]}
        </label>
      ))}
      <FieldError id={`${id}-features-error`} message={error} />
    </fieldset>
  );
}
