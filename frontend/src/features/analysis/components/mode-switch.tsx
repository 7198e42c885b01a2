import styles from './analysis.module.css';

export type CaptureMode = 'camera' | 'upload';

/** Camera or gallery upload, the two tabs of the analyze screen. */
export function ModeSwitch({
  mode,
  onChange,
  disabled = false,
}: {
  mode: CaptureMode;
  onChange: (mode: CaptureMode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.modeSwitch} aria-label="Como enviar a foto">
      {(
        [
          ['camera', 'Câmera'],
          ['upload', 'Enviar Foto'],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.modeButton}
          aria-pressed={mode === value}
          disabled={disabled}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
