import { type AdminProduct, adminMessages } from '@pele/shared/schemas/admin';
import { PRODUCT_CATEGORIES } from '@pele/shared/schemas/products';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { categoryLabel } from '../../products';
import styles from '../admin.module.css';
import { useSaveProduct } from '../api/admin-api';
import {
  addIngredient,
  createPayload,
  emptyProductForm,
  formFromProduct,
  type ProductFormErrors,
  type ProductFormState,
  requiredErrors,
  updatePayload,
} from './product-form';

interface ProductDialogProps {
  /** null: add mode. */
  product: AdminProduct | null;
  onClose: () => void;
}

type TextKey = Exclude<keyof ProductFormState, 'ingredients'>;

const FIELDS: Array<{
  key: TextKey;
  label: string;
  required?: boolean;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
}> = [
  { key: 'name', label: 'Nome', required: true },
  { key: 'brand', label: 'Marca', required: true },
  { key: 'price', label: 'Preço (R$)', required: true, inputMode: 'decimal' },
  { key: 'originalPrice', label: 'Preço original (R$)', inputMode: 'decimal' },
  { key: 'countInStock', label: 'Estoque', required: true, inputMode: 'numeric' },
  { key: 'purchaseUrl', label: 'Link de compra' },
  { key: 'description', label: 'Descrição', required: true, multiline: true },
  { key: 'howToUse', label: 'Modo de uso', multiline: true },
  { key: 'tags', label: 'Tags (separadas por vírgula)' },
  { key: 'benefits', label: 'Benefícios (separados por vírgula)' },
  { key: 'skinTypes', label: 'Tipos de pele (separados por vírgula)' },
  { key: 'concerns', label: 'Preocupações (separadas por vírgula)' },
];

/** The add/edit dialog of spec 2.14 with spec 5's form rules; the image is previewed before it is sent. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const id = useId();
  const [form, setForm] = useState<ProductFormState>(() =>
    product ? formFromProduct(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [ingredient, setIngredient] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [preview, setPreview] = useState<string | null>(product?.image_url ?? null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveProduct();

  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = (key: TextKey, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const add = () => {
    setForm((current) => ({ ...current, ingredients: addIngredient(current.ingredients, ingredient) }));
    setIngredient('');
  };
  const onIngredientKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredErrors(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaveError(null);
    const body = product ? updatePayload(form, { removeImage: removeImage && !image }) : createPayload(form);
    save.mutate(
      { id: product?.id, body, image },
      {
        onSuccess: () => {
          showToast(product ? 'Produto atualizado.' : 'Produto adicionado.');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error))
            setErrors(
              Object.fromEntries(
                Object.entries(error.fields).map(([key, message]) => [key.replace(/^body\./, ''), message]),
              ) as ProductFormErrors,
            );
          setSaveError(
            isApiError(error) && error.message
              ? `${adminMessages.productSaveFailed}: ${error.message}`
              : adminMessages.productSaveFailed,
          );
        },
      },
    );
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className={`dialog ${styles.productDialog}`}>
          <RadixDialog.Title className="dialog__title">
            {product ? 'Editar Produto' : 'Adicionar Produto'}
          </RadixDialog.Title>
          <RadixDialog.Description className="dialog__description">
            Campos com * são obrigatórios.
          </RadixDialog.Description>
          <form onSubmit={submit} noValidate className="stack">
            {saveError ? (
              <p className="field__error" role="alert">
                {saveError}
              </p>
            ) : null}
            <div className={styles.formGrid}>
              {FIELDS.map((field) => {
                const inputId = `${id}-${field.key}`;
                const errorId = `${inputId}-error`;
                const common = {
                  id: inputId,
                  className: 'input',
                  value: form[field.key],
                  'aria-invalid': errors[field.key] ? true : undefined,
                  'aria-describedby': errors[field.key] ? errorId : undefined,
                  'aria-required': field.required,
                };
                return (
                  <div key={field.key} className={`field ${field.multiline ? styles.wide : ''}`}>
                    <label className="field__label" htmlFor={inputId}>
                      {field.label}
                      {field.required ? ' *' : ''}
                    </label>
                    {field.multiline ? (
                      <textarea
                        {...common}
                        rows={3}
                        onChange={(event) => set(field.key, event.target.value)}
                      />
                    ) : (
                      <input
                        {...common}
                        inputMode={field.inputMode}
                        onChange={(event) => set(field.key, event.target.value)}
                      />
                    )}
                    <FieldError id={errorId} message={errors[field.key]} />
                  </div>
                );
              })}
              <div className="field">
                <label className="field__label" htmlFor={`${id}-category`}>
                  Categoria *
                </label>
                <select
                  id={`${id}-category`}
                  className="input"
                  value={form.category}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={errors.category ? `${id}-category-error` : undefined}
                  onChange={(event) => set('category', event.target.value)}
                >
                  <option value="">Escolha…</option>
                  {PRODUCT_CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {categoryLabel(value)}
                    </option>
                  ))}
                </select>
                <FieldError id={`${id}-category-error`} message={errors.category} />
              </div>
            </div>
            <fieldset className="stack">
              <legend className="field__label">Ingredientes</legend>
              <div className="input-with-action">
                <label className="visually-hidden" htmlFor={`${id}-ingredient`}>
                  Novo ingrediente
                </label>
                <input
                  id={`${id}-ingredient`}
                  className="input"
                  value={ingredient}
                  placeholder="Ex.: Niacinamida"
                  onChange={(event) => setIngredient(event.target.value)}
                  onKeyDown={onIngredientKey}
                />
                <button type="button" className="button button--secondary button--small" onClick={add}>
                  Adicionar
                </button>
              </div>
              <ul className={styles.tags} aria-label="Ingredientes adicionados">
                {form.ingredients.map((name) => (
                  <li key={name} className="chip">
                    {name}{' '}
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remover ${name}`}
                      onClick={() =>
                        setForm((current) => ({
                          ...current,
                          ingredients: current.ingredients.filter((i) => i !== name),
                        }))
                      }
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
            <fieldset className="stack">
              <legend className="field__label">Imagem</legend>
              {preview && !removeImage ? (
                <img className={styles.preview} src={preview} alt="Pré-visualização da imagem do produto" />
              ) : null}
              <div className={styles.actions}>
                <label className="button button--secondary button--small">
                  {preview && !removeImage ? 'Trocar imagem' : 'Escolher imagem'}
                  <input
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    className="visually-hidden"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      if (file && !file.type.startsWith('image/')) return;
                      setImage(file);
                      setRemoveImage(false);
                    }}
                  />
                </label>
                {preview && !removeImage ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => {
                      setImage(null);
                      setPreview(null);
                      setRemoveImage(true);
                    }}
                  >
                    Remover imagem
                  </button>
                ) : null}
              </div>
            </fieldset>
            <div className="dialog__actions">
              <RadixDialog.Close className="button button--secondary">Cancelar</RadixDialog.Close>
              <button type="submit" className="button button--primary" disabled={save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar'}
              </button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
