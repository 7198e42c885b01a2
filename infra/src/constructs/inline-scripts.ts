import { createHash } from 'node:crypto';
import { SHELL_HOME_PRELOAD_SCRIPT } from '@pele/shared/shell-preload';
import { THEME_BOOT_SCRIPT } from '@pele/shared/theme-boot';

/** A CSP source that allows exactly this inline script's text. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The inline scripts the pages carry (the theme's boot script, written into every page's head before the first
 * paint; the shell's preload of the app home outside the staff area), as CSP sources. CloudFront's policy and the
 * local gateway's both allow these and no other inline script.
 */
export const INLINE_SCRIPT_SOURCES = [THEME_BOOT_SCRIPT, SHELL_HOME_PRELOAD_SCRIPT]
  .map(scriptHashSource)
  .join(' ');
