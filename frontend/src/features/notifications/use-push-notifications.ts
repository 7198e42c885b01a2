import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { currentPushState, disablePush, enablePush, PUSH_MESSAGES, type PushState } from './push';

const FAILED = 'Não foi possível ativar as notificações push. Tente novamente.';

/**
 * The 'Notificações push' switch and 'Permitir Notificações': the browser's permission and this browser's
 * subscription with the server. `problem` says in pt-BR why push is not on when the person asked for it.
 */
export function usePushNotifications() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = useCallback(async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = on ? await enablePush() : await disablePush();
      if (next === 'noWorker') {
        setProblem(PUSH_MESSAGES.noWorker);
        setState('off');
      } else {
        if (on && (next === 'denied' || next === 'unsupported')) setProblem(PUSH_MESSAGES[next]);
        setState(next);
      }
    } catch (error) {
      setProblem(isApiError(error) ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, on: state === 'on', busy, problem, toggle };
}
