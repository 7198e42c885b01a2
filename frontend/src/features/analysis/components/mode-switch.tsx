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
    <fieldset className="segmented-toggle" aria-label="Como enviar a foto">
      {(
        [
          ['camera', 'Câmera'],
          ['upload', 'Enviar Foto'],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          className="segmented-toggle__button"
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
