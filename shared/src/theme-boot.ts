import { THEME_BAR_COLOURS, THEME_STORAGE_KEY } from './theme';

/**
 * Run in <head> before anything is painted (every page: the SPA shell and each prerendered page), so no page
 * flashes the wrong theme: reads the stored choice, resolves 'system' with prefers-color-scheme, and marks the
 * root element. Plain ES5 in one line, because it is written into the HTML as it is here: the Content Security
 * Policy allows exactly this text by its SHA-256 (infra), so any change to it changes the hash with it.
 */
export const THEME_BOOT_SCRIPT = `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}var d=c==="dark"||(c!=="light"&&!!window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);var t=d?"dark":"light";var r=document.documentElement;r.setAttribute("data-theme",t);r.style.colorScheme=t;var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute("content",d?${JSON.stringify(
  THEME_BAR_COLOURS.dark,
)}:${JSON.stringify(THEME_BAR_COLOURS.light)})})();`;
