import { SubscriptionSettings } from '../../features/premium';
import { SettingsScreen } from '../../features/settings/components/settings-screen';

/** Configurações: 'Minha assinatura' first, then the app's own settings (composed here, where features meet). */
export function SettingsRoute() {
  return (
    <div className="stack stack--lg">
      <SubscriptionSettings />
      <SettingsScreen />
    </div>
  );
}
