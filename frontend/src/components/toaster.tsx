import { useEffect } from 'react';
import { dismissToast, showCarriedToast, useToasts } from '../lib/toast';

/**
 * Where toasts appear; a polite live region so screen readers announce them without interrupting. Once the page
 * runs, it shows the toast the previous page left for it (showToastAfterPageLoad).
 */
export function Toaster() {
  const toasts = useToasts();
  useEffect(showCarriedToast, []);
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
