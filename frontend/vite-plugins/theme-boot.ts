import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../shared/src/theme-boot.ts';

/**
 * Writes the theme's boot script (shared/src/theme-boot.ts) into the head of index.html, so the SPA shell and every
 * prerendered page (built from it) are painted in the person's theme from the first frame. The text goes in
 * untouched: the Content Security Policy allows it by its hash.
 */
export function themeBoot(): Plugin {
  return {
    name: 'pele:theme-boot',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
    },
  };
}
