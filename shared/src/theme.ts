/**
 * The colour theme a person picks in Settings: light, dark, or whatever the device is set to. Kept per device
 * (localStorage, under THEME_STORAGE_KEY) and on the profile, so a new device starts with the person's choice.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** What a page is painted in once 'system' is resolved. */
export type AppliedTheme = 'light' | 'dark';

export const DEFAULT_THEME: ThemeChoice = 'system';
export const THEME_STORAGE_KEY = 'pele.theme';

/** The browser's bar colour in each theme: the brand rose in light, the page background in dark. */
export const THEME_BAR_COLOURS: Record<AppliedTheme, string> = { light: '#b4436c', dark: '#161113' };

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** The theme a choice paints, given whether the device asks for dark (the boot script's rule, for the app). */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): AppliedTheme =>
  choice === 'dark' || (choice === 'system' && systemDark) ? 'dark' : 'light';
