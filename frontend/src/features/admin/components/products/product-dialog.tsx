import { type AdminProduct, adminMessages } from '@pele/shared/schemas/admin';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { isApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useSaveProduct } from '../../api/save-product';
import styles from '../admin.module.css';
import { failureText } from '../parts/server-errors';
import { IngredientsField } from './ingredients-field';
import { ProductFields } from './product-fields';
import {
  createPayload,
  emptyProductForm,
  FORM_ORDER,
  formFromProduct,
  type ProductFormErrors,
  type ProductFormState,
  requiredErrors,
  serverFieldErrors,
  updatePayload,
} from './product-form';
import { type ImageChoice, ProductImageField } from './product-image-field';

interface ProductDialogProps {
  /** null: add mode. */
  product: AdminProduct | null;
  onClose: () => void;
}

/** The add/edit dialog of spec 2.14 with spec 5's form rules; the image is previewed before it is sent. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const id = useId();
  const [form, setForm] = useState<ProductFormState>(() =>
    product ? formFromProduct(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveProduct();

  const set = (key: keyof ProductFormState, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // The first field in error takes the focus, so the message under it is read and it can be fixed at once.
  const showErrors = (found: ProductFormErrors) => {
    setErrors(found);
    const first = FORM_ORDER.find((key) => found[key]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredErrors(form);
    if (Object.keys(missing).length > 0) return showErrors(missing);
    setErrors({});
    setSaveError(null);
    const body = product
      ? updatePayload(form, { removeImage: image.kind === 'remove' })
      : createPayload(form);
    save.mutate(
      { id: product?.id, body, image: image.kind === 'replace' ? image.file : null },
      {
        onSuccess: () => {
          showToast(product ? 'Produto atualizado.' : 'Produto adicionado.');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) showErrors(serverFieldErrors(error.fields));
          setSaveError(failureText(error, adminMessages.productSaveFailed));
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
            <ProductFields idPrefix={id} form={form} errors={errors} onChange={set} />
            <IngredientsField
              value={form.ingredients}
              onChange={(ingredients) => setForm((current) => ({ ...current, ingredients }))}
            />
            <ProductImageField current={product?.image_url ?? null} choice={image} onChange={setImage} />
            <ProductDialogActions saving={save.isPending} />
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ProductDialogActions({ saving }: { saving: boolean }) {
  return (
    <div className="dialog__actions">
      <Button asChild variant="secondary">
        <RadixDialog.Close>Cancelar</RadixDialog.Close>
      </Button>
      <Button type="submit" variant="primary" loading={saving} loadingLabel="Salvando...">
        Salvar
      </Button>
    </div>
  );
}
