import {
  type AppliedTheme,
  DEFAULT_THEME,
  isThemeChoice,
  resolveTheme,
  THEME_BAR_COLOURS,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@pele/shared/theme';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * The theme on this device. The page was painted in it already (the boot script in every page's head,
 * shared/src/theme-boot.ts); from then on this module keeps <html data-theme> in step with the choice, with the
 * system's setting while the choice is to follow it, and with the choice made in another tab.
 */
const CHANGED = 'pele:theme-changed';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const readThemeChoice = (): ThemeChoice => {
  const stored = storage.get(THEME_STORAGE_KEY);
  return isThemeChoice(stored) ? stored : DEFAULT_THEME;
};

const systemIsDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export const paintTheme = (theme: AppliedTheme) => {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BAR_COLOURS[theme]);
};

const repaint = () => paintTheme(resolveTheme(readThemeChoice(), systemIsDark()));

/** Remembers the choice on this device and paints it at once. */
export const chooseTheme = (choice: ThemeChoice) => {
  storage.set(THEME_STORAGE_KEY, choice);
  repaint();
  window.dispatchEvent(new Event(CHANGED));
};

/** The theme kept on a signed-in person's profile becomes this device's (a device signing in takes it). */
export const takeProfileTheme = (theme: ThemeChoice | undefined) => {
  if (theme && theme !== readThemeChoice()) chooseTheme(theme);
};

const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
};

/** The choice on this device, re-rendered when it changes here or in another tab. */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribe, readThemeChoice, () => DEFAULT_THEME);

/**
 * Follows, for as long as the page is open, the system's setting (while the choice is to follow it) and a
 * choice made in another tab. Called once at start by every page.
 */
export const followTheme = () => {
  repaint();
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', repaint);
  subscribe(repaint);
};
