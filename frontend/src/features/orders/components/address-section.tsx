import { addressLines, addressMessages, BRAZIL_STATES } from '@pele/shared/schemas/address';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { errorAria, FieldError, TextField } from '../../../components/form-field';
import { SkeletonRows } from '../../../components/skeleton';
import { showToast } from '../../../lib/toast';
import {
  type AddressField,
  type AddressValues,
  checkAddress,
  emptyAddress,
  formatCep,
} from '../address-form-values';
import { useDeliveryAddress, useSaveDeliveryAddress } from '../api/address';

/**
 * 'Endereço de entrega': the saved address with 'Alterar', or the form when there is none yet (the cart
 * needs one before 'Finalizar Compra'; Perfil edits it). CEP and UF are checked as the server checks them.
 */
export function AddressSection() {
  const saved = useDeliveryAddress();
  const [editing, setEditing] = useState(false);
  if (saved.isPending) return <SkeletonRows height="3rem" testId="address-loading" />;
  const address = saved.data?.address ?? null;
  return (
    <section className="card stack" aria-labelledby="address-title" data-testid="address-section">
      <h2 id="address-title" className="section-title">
        Endereço de entrega
      </h2>
      {address && !editing ? (
        <>
          <address className="muted" data-testid="address-summary">
            {addressLines(address).map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
          </address>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            Alterar endereço
          </Button>
        </>
      ) : (
        <AddressForm
          initial={address ?? emptyAddress()}
          onSaved={() => setEditing(false)}
          onCancel={address ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

const FIELDS: Array<{ field: Exclude<AddressField, 'state' | 'cep'>; label: string; autoComplete: string }> =
  [
    { field: 'street', label: 'Rua', autoComplete: 'address-line1' },
    { field: 'number', label: 'Número', autoComplete: 'off' },
    { field: 'complement', label: 'Complemento (opcional)', autoComplete: 'address-line2' },
    { field: 'neighborhood', label: 'Bairro', autoComplete: 'address-level3' },
    { field: 'city', label: 'Cidade', autoComplete: 'address-level2' },
  ];

function AddressForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: AddressValues;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveDeliveryAddress();
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const edit = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddress(values);
    if ('errors' in checked) return setErrors(checked.errors);
    save.mutate(checked.address, {
      onSuccess: () => {
        showToast(addressMessages.saved);
        onSaved();
      },
      onError: (error) => showToast(error.message, 'error'),
    });
  };

  return (
    <form className="stack" noValidate onSubmit={submit} data-testid="address-form">
      <TextField
        label="CEP"
        name="cep"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={values.cep}
        error={errors.cep}
        onChange={(event) => edit('cep', formatCep(event.target.value))}
      />
      {FIELDS.map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          autoComplete={autoComplete}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => edit(field, event.target.value)}
        />
      ))}
      <StateSelect value={values.state} error={errors.state} onChange={(state) => edit('state', state)} />
      <div className="button-row">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        )}
        <Button type="submit" variant="primary" loading={save.isPending} loadingLabel="Salvando...">
          Salvar endereço
        </Button>
      </div>
    </form>
  );
}

/** Estado (UF), one of Brazil's states. */
function StateSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (state: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-state`} className="field__label">
        Estado (UF)
      </label>
      <select
        id={`${id}-state`}
        className="input"
        value={value}
        autoComplete="address-level1"
        {...errorAria(`${id}-state-error`, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Escolha</option>
        {BRAZIL_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-state-error`} message={error} />
    </div>
  );
}
