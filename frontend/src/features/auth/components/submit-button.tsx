import { Button } from '../../../components/button';
import { useHydrated } from '../../../lib/use-hydrated';

interface SubmitButtonProps {
  busy: boolean;
  /** Shown while the form is being sent, e.g. 'Entrando...'. */
  busyLabel: string;
  label: string;
}

/**
 * The full-width primary submit of the auth forms, disabled and relabelled while sending. The sign-in pages
 * are prerendered: until they hydrate the button stays disabled, so the browser cannot send the form natively
 * (a GET with the password in the address) before React handles it.
 */
export function SubmitButton({ busy, busyLabel, label }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="primary"
      block
      disabled={!hydrated}
      loading={busy}
      loadingLabel={busyLabel}
    >
      {label}
    </Button>
  );
}
