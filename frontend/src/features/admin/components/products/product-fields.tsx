import { PRODUCT_CATEGORIES } from '@pele/shared/schemas/products';
import { errorAria, FieldError } from '../../../../components/form-field';
import { categoryLabel } from '../../../products';
import styles from '../admin.module.css';
import { FORM_ORDER, type ProductFormErrors, type ProductFormState, type TextField } from './product-form';

interface FieldSpec {
  label: string;
  required?: boolean;
  kind?: 'multiline' | 'category';
  inputMode?: 'decimal' | 'numeric' | 'url';
  hint?: string;
}

const FIELDS: Record<TextField, FieldSpec> = {
  name: { label: 'Nome', required: true },
  brand: { label: 'Marca', required: true },
  category: { label: 'Categoria', required: true, kind: 'category' },
  price: { label: 'Preço (R$)', required: true, inputMode: 'decimal', hint: 'Ex.: 89,90' },
  originalPrice: { label: 'Preço original (R$)', inputMode: 'decimal', hint: 'Opcional: o preço "de".' },
  countInStock: { label: 'Estoque', required: true, inputMode: 'numeric' },
  purchaseUrl: { label: 'Link de compra', inputMode: 'url', hint: 'Opcional, começando com https://' },
  description: { label: 'Descrição', required: true, kind: 'multiline' },
  howToUse: { label: 'Modo de uso', kind: 'multiline' },
  tags: { label: 'Tags (separadas por vírgula)' },
  benefits: { label: 'Benefícios (separados por vírgula)' },
  skinTypes: { label: 'Tipos de pele (separados por vírgula)', hint: 'Ex.: Oleosa, Mista' },
  concerns: { label: 'Preocupações (separadas por vírgula)', hint: 'Ex.: Acne, Manchas' },
};

interface ProductFieldsProps {
  /** Each control's id is `${idPrefix}-${field}` (the dialog focuses the first in error by it). */
  idPrefix: string;
  form: ProductFormState;
  errors: ProductFormErrors;
  onChange: (field: TextField, value: string) => void;
}

/** The product form's text fields, the category and the comma-separated lists, each with its error. */
export function ProductFields({ idPrefix, form, errors, onChange }: ProductFieldsProps) {
  return (
    <div className={styles.formGrid}>
      {FORM_ORDER.map((key) => {
        const field = FIELDS[key];
        const id = `${idPrefix}-${key}`;
        const hintId = field.hint ? `${id}-hint` : undefined;
        const aria = errorAria(`${id}-error`, errors[key]);
        const common = {
          id,
          className: 'input',
          value: form[key],
          'aria-required': field.required,
          ...aria,
          'aria-describedby': [aria['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined,
          onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
        };
        return (
          <div key={key} className={`field ${field.kind === 'multiline' ? styles.wide : ''}`}>
            <label className="field__label" htmlFor={id}>
              {field.label}
              {field.required ? ' *' : ''}
            </label>
            {field.kind === 'multiline' ? (
              <textarea {...common} rows={3} />
            ) : field.kind === 'category' ? (
              <select {...common}>
                <option value="">Escolha…</option>
                {PRODUCT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {categoryLabel(value)}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} inputMode={field.inputMode} />
            )}
            {field.hint ? (
              <p id={hintId} className="muted">
                {field.hint}
              </p>
            ) : null}
            <FieldError id={`${id}-error`} message={errors[key]} />
          </div>
        );
      })}
    </div>
  );
}
