import { AboutSection } from './about-section';
import { AccountSection } from './account-section';
import { DataSection } from './data-section';
import { PreferencesSection } from './preferences-section';
import { PrivacySection } from './privacy-section';

/**
 * Settings (spec 2.11), one section per concern: preferences (theme, push, sounds), privacy (what is done with
 * data), the LGPD rights the server carries out, about, and the account. Every control does what it says. There
 * is no language choice: the product is in Portuguese, for Brazil ('Sobre' says so).
 */
export function SettingsScreen() {
  return (
    <div className="stack stack--lg">
      <PreferencesSection />
      <PrivacySection />
      <DataSection />
      <AboutSection />
      <AccountSection />
    </div>
  );
}
