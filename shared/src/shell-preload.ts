/** The attribute that marks a link to the app home's code in the shell. */
export const APP_HOME_LINK_ATTRIBUTE = 'data-app-home';

/**
 * The SPA shell serves every client route, the staff area's too. It names the app home's scripts in links that
 * fetch nothing (APP_HOME_LINK_ATTRIBUTE, no rel), and this script, right after them in <head>, makes them module
 * preloads unless the page is in the staff area, which never opens the home. Plain ES5 in one line, written into
 * the HTML as it is here: the Content Security Policy allows exactly this text by its SHA-256 (infra).
 */
export const SHELL_HOME_PRELOAD_SCRIPT = `(function(){if(location.pathname.indexOf("/admin")===0)return;var l=document.querySelectorAll("link[${APP_HOME_LINK_ATTRIBUTE}]");for(var i=0;i<l.length;i++)l[i].rel="modulepreload"})();`;
