interface SubmitButtonProps {
  busy: boolean;
  /** Shown while the form is being sent, e.g. 'Entrando...'. */
  busyLabel: string;
  label: string;
}

/** The full-width primary submit of the auth forms, disabled and relabelled while sending. */
export function SubmitButton({ busy, busyLabel, label }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
