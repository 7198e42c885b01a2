import type { InputHTMLAttributes } from 'react';
import { buttonClassName } from './button';
import styles from './file-picker.module.css';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> {
  /** The input's id: the field's own <label htmlFor> names it. */
  id: string;
  /** The chosen file's name; null while none is chosen. */
  fileName: string | null;
}

/**
 * A file field in Portuguese, in place of the browser's own ('Choose File / No file chosen'): an 'Escolher
 * arquivo' button and the chosen file's name, or 'Nenhum arquivo escolhido'. The native input stays in the page,
 * only visually hidden, so it keeps its keyboard behaviour (Tab to it, Enter or Space opens the picker) and
 * its name from the field's label; screen readers hear the chosen file as its description. The button is a
 * label of the input, hidden from assistive technology so the name stays the field's.
 */
export function FilePicker({ id, fileName, 'aria-describedby': describedBy, ...input }: FilePickerProps) {
  const chosenId = `${id}-chosen`;
  return (
    <div className={styles.filePicker}>
      <input
        {...input}
        id={id}
        type="file"
        className={`visually-hidden ${styles.filePickerInput}`}
        aria-describedby={describedBy ? `${chosenId} ${describedBy}` : chosenId}
      />
      <label
        htmlFor={id}
        className={buttonClassName({ variant: 'secondary' }, styles.filePickerButton)}
        aria-hidden="true"
      >
        Escolher arquivo
      </label>
      <span id={chosenId} className={styles.filePickerName}>
        {fileName ?? 'Nenhum arquivo escolhido'}
      </span>
    </div>
  );
}
