import { useState } from 'react';
import { Switch } from '../../../components/switch';
import { PUSH_MESSAGES, setSoundsEnabled, soundsEnabled, usePushNotifications } from '../../notifications';
import { ThemeChoiceField } from './theme-choice';

const PUSH_STATE_TEXT = {
  checking: undefined,
  on: 'Avisos chegam neste aparelho mesmo com o app fechado.',
  off: 'Receba neste aparelho os avisos de pedidos, lembretes e assinatura.',
  denied: PUSH_MESSAGES.denied,
  unsupported: PUSH_MESSAGES.unsupported,
} as const;

/**
 * Preferências: the theme; 'Notificações push' asks this browser for permission and subscribes it with the
 * server (or forgets it); 'Sons' plays a short sound on this device when a notification arrives with the app open.
 */
export function PreferencesSection() {
  const push = usePushNotifications();
  const [sounds, setSounds] = useState(soundsEnabled);
  return (
    <section aria-labelledby="settings-preferences" className="card card--flush">
      <h2 id="settings-preferences" className="section-title section-title--inset">
        Preferências
      </h2>
      <ThemeChoiceField />
      <Switch
        label="Notificações push"
        description={push.busy ? 'Aguarde...' : PUSH_STATE_TEXT[push.state]}
        checked={push.on}
        onChange={(on) => {
          if (!push.busy) void push.toggle(on);
        }}
      />
      {push.problem && (
        <p className="notice setting-row setting-row--static" role="alert">
          {push.problem}
        </p>
      )}
      <Switch
        label="Sons"
        description="Um som curto quando chega uma notificação com o app aberto, neste aparelho"
        checked={sounds}
        onChange={(on) => {
          setSoundsEnabled(on);
          setSounds(on);
        }}
      />
    </section>
  );
}
