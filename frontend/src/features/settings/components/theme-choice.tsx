import { THEME_CHOICES, type ThemeChoice } from '@pele/shared/theme';
import { useId } from 'react';
import { isApiError } from '../../../lib/api-error';
import { chooseTheme, useThemeChoice } from '../../../lib/theme';
import { showToast } from '../../../lib/toast';
import { useUpdatePreferences } from '../api/update-preferences';
import styles from './theme-choice.module.css';

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Claro',
  dark: 'Escuro',
  system: 'Seguir o sistema',
};

/**
 * Light, dark or the device's setting: painted at once and remembered on this device, then kept on the
 * profile so the person's other devices take it at sign-in.
 */
export function ThemeChoiceField() {
  const group = useId();
  const choice = useThemeChoice();
  const preferences = useUpdatePreferences();

  const choose = async (next: ThemeChoice) => {
    chooseTheme(next);
    try {
      await preferences.mutateAsync(next);
    } catch (error) {
      showToast(
        isApiError(error)
          ? error.message
          : 'O tema vale neste aparelho, mas não foi salvo na sua conta. Tente novamente.',
        'error',
      );
    }
  };

  return (
    <fieldset className={styles.themeChoice}>
      <legend className="setting-row__label">Tema</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option} className="radio-row">
          <input
            type="radio"
            name={group}
            value={option}
            checked={choice === option}
            onChange={() => void choose(option)}
          />
          {THEME_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
