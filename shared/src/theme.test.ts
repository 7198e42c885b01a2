import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_BAR_COLOURS, THEME_STORAGE_KEY } from './theme';
import { THEME_BOOT_SCRIPT } from './theme-boot';

/** Runs the boot script against a page with `stored` in localStorage and the system in `systemDark`. */
const boot = (stored: string | null, systemDark: boolean, { storageThrows = false } = {}) => {
  const attributes = new Map<string, string>();
  const meta = new Map<string, string>([['content', THEME_BAR_COLOURS.light]]);
  const root = { setAttribute: (k: string, v: string) => attributes.set(k, v), style: { colorScheme: '' } };
  runInNewContext(THEME_BOOT_SCRIPT, {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    window: { matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }) },
    document: {
      documentElement: root,
      querySelector: (selector: string) =>
        selector.includes('theme-color') ? { setAttribute: (k: string, v: string) => meta.set(k, v) } : null,
    },
  });
  return { theme: attributes.get('data-theme'), scheme: root.style.colorScheme, bar: meta.get('content') };
};

describe('the theme script run before the first paint', () => {
  it('paints dark when the person chose dark, whatever the system says', () => {
    expect(boot('dark', false)).toEqual({ theme: 'dark', scheme: 'dark', bar: THEME_BAR_COLOURS.dark });
  });

  it('paints light when the person chose light, even on a dark system', () => {
    expect(boot('light', true)).toEqual({ theme: 'light', scheme: 'light', bar: THEME_BAR_COLOURS.light });
  });

  it('follows the system when the choice is to follow it, or nothing was chosen yet', () => {
    expect(boot('system', true).theme).toBe('dark');
    expect(boot(null, true).theme).toBe('dark');
    expect(boot(null, false).theme).toBe('light');
    expect(boot('nonsense', false).theme).toBe('light');
  });

  it('still follows the system when storage cannot be read (private mode)', () => {
    expect(boot('dark', true, { storageThrows: true }).theme).toBe('dark');
    expect(boot('dark', false, { storageThrows: true }).theme).toBe('light');
  });
});
