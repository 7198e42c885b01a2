import { useId } from 'react';
import { buttonClassName } from '../../../components/button';
import { analysisMessages } from '../analysis-messages';
import styles from './analysis.module.css';

/** Choose a photo from the gallery; the tab then shows it as the captured photo (spec 2.7). */
export function UploadPanel({
  onSelect,
  disabled = false,
}: {
  onSelect: (file: File) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="stack">
      <label htmlFor={id} className={buttonClassName({ variant: 'secondary', block: true })}>
        Escolher Imagem da Galeria
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="visually-hidden"
        disabled={disabled}
        data-testid="analysis-tab-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onSelect(file);
          event.target.value = '';
        }}
      />
      <p className={styles.fileHint}>{analysisMessages.imageHint}</p>
    </div>
  );
}
