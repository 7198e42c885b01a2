import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { ErrorBox } from '../../../../components/error-box';
import { isApiError } from '../../../../lib/api-error';

interface AdminErrors {
  /** Shows `message` in the panel's banner, with the server's own words when it gave any. */
  report: (message: string, error?: unknown) => void;
  clear: () => void;
}

const Context = createContext<AdminErrors>({ report: () => {}, clear: () => {} });

/** Spec 2.14's dismissible error banner, one for the whole panel: every tab reports its failures here. */
export function AdminErrorsProvider({ tab, children }: { tab: string; children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const [tabShown, setTabShown] = useState(tab);
  // Another tab's failure does not belong over this one; cleared while rendering, before the new tab reports.
  if (tabShown !== tab) {
    setTabShown(tab);
    setMessage(null);
  }
  const report = useCallback((text: string, error?: unknown) => {
    const detail = isApiError(error) && error.message && error.message !== text ? `: ${error.message}` : '';
    setMessage(`${text}${detail}`);
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  const value = useMemo(() => ({ report, clear }), [report, clear]);
  return (
    <Context.Provider value={value}>
      <ErrorBox title="Erro" message={message} onDismiss={clear} />
      {children}
    </Context.Provider>
  );
}

export const useAdminErrors = () => useContext(Context);
