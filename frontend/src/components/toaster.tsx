import { dismissToast, useToasts } from '../lib/toast';

/** Where toasts appear; a polite live region so screen readers announce them without interrupting. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
          <span>{toast.message}</span>
          <button
            type="button"
            className="icon-button icon-button--inverse"
            aria-label="Fechar"
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
