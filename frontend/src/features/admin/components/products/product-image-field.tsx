import { imageContentType } from '@pele/shared/schemas/common';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClassName } from '../../../../components/button';
import styles from '../admin.module.css';

/** What the dialog does with the product's image on save. */
export type ImageChoice = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

interface ProductImageFieldProps {
  /** The image the product has now (none in add mode). */
  current: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}

const ACCEPTED: readonly string[] = imageContentType.options;

/** Spec 5: image files only, with a preview, change and remove. */
export function ProductImageField({ current, choice, onChange }: ProductImageFieldProps) {
  const id = useId();
  const [wrongType, setWrongType] = useState(false);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const file = choice.kind === 'replace' ? choice.file : null;

  useEffect(() => {
    if (!file) return setChosenUrl(null);
    const url = URL.createObjectURL(file);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const preview = choice.kind === 'remove' ? null : (chosenUrl ?? (choice.kind === 'keep' ? current : null));
  return (
    <fieldset className="stack">
      <legend className="field__label">Imagem</legend>
      {preview ? (
        <img className={styles.preview} src={preview} alt="Pré-visualização da imagem do produto" />
      ) : (
        <p className="muted">
          {current ? 'A imagem será removida ao salvar.' : 'Sem imagem: o catálogo mostra uma ilustração.'}
        </p>
      )}
      <div className={styles.actions}>
        <input
          id={id}
          type="file"
          accept={ACCEPTED.join(',')}
          className={`visually-hidden ${styles.fileInput}`}
          aria-describedby={wrongType ? `${id}-error` : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            // Reset, so choosing the same file again after removing it still fires a change.
            event.target.value = '';
            if (!picked) return;
            const ok = ACCEPTED.includes(picked.type);
            setWrongType(!ok);
            if (ok) onChange({ kind: 'replace', file: picked });
          }}
        />
        <label className={buttonClassName({ variant: 'secondary', size: 'small' })} htmlFor={id}>
          {preview ? 'Trocar imagem' : 'Escolher imagem'}
        </label>
        {preview ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
          >
            Remover imagem
          </Button>
        ) : null}
        {choice.kind === 'remove' ? (
          <Button variant="ghost" size="small" onClick={() => onChange({ kind: 'keep' })}>
            Desfazer remoção
          </Button>
        ) : null}
      </div>
      {wrongType ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          Escolha uma imagem PNG, JPG ou WebP.
        </p>
      ) : null}
    </fieldset>
  );
}
