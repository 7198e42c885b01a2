import { REVIEW_MAX_PHOTOS } from '@pele/shared/constants';
import { useId } from 'react';
import { buttonClassName } from '../../../components/button';
import type { ReviewPhoto } from '../review-form';
import styles from './reviews.module.css';

interface PhotoPickerProps {
  photos: ReviewPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Up to 3 photos with previews; the 5MB hint is shown, the server enforces it (spec 5). */
export function PhotoPicker({ photos, onAdd, onRemove, disabled }: PhotoPickerProps) {
  const id = useId();
  const full = photos.length >= REVIEW_MAX_PHOTOS;
  return (
    <div className="field">
      <span className="field__label">Fotos (opcional)</span>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label="Fotos da avaliação">
          {photos.map((photo, index) => (
            <li key={photo.url || `${photo.kind}-${index}`} className={styles.photo}>
              {photo.url && <img src={photo.url} alt={`Foto ${index + 1}`} />}
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={`Remover foto ${index + 1}`}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={id}
        className={buttonClassName(
          { variant: 'secondary', size: 'small' },
          full ? styles.disabledLabel : undefined,
        )}
      >
        Adicionar fotos
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        className="visually-hidden"
        data-testid="review-photos"
        disabled={disabled || full}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      <p className="muted">Até {REVIEW_MAX_PHOTOS} fotos, 5MB cada.</p>
    </div>
  );
}
