import { Button } from '../../../components/button';
import { usePushNotifications } from '../use-push-notifications';

/**
 * 'Permitir Notificações' on the centre: offered while push is off on this browser; says plainly when the
 * browser cannot or will not show them (the centre keeps working either way).
 */
export function PushCard() {
  const push = usePushNotifications();
  if (push.state === 'checking' || push.state === 'on') return null;
  return (
    <section className="card stack" aria-labelledby="push-card-title">
      <h2 id="push-card-title" className="card__title">
        Receber notificações neste aparelho
      </h2>
      {push.state === 'off' ? (
        <>
          <p className="muted">
            Lembretes da rotina, pedidos e avisos da sua conta aparecem mesmo com o app fechado.
          </p>
          <Button variant="primary" disabled={push.busy} onClick={() => void push.toggle(true)}>
            {push.busy ? 'Ativando...' : 'Permitir Notificações'}
          </Button>
        </>
      ) : (
        <p className="muted">
          {push.state === 'denied'
            ? 'As notificações estão bloqueadas neste navegador. Para recebê-las, permita nas configurações do navegador.'
            : 'Este navegador não recebe notificações push.'}{' '}
          Suas notificações continuam aqui.
        </p>
      )}
      {push.problem && (
        <p className="notice" role="alert">
          {push.problem}
        </p>
      )}
    </section>
  );
}
