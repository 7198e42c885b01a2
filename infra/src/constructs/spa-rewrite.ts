import { PRERENDERED_PAGES, SPA_SHELL_FILE, spaFileFor } from '@pele/shared/prerendered-pages';

/**
 * CloudFront Function (viewer request, default behaviour only): extension-less paths are pages, not files.
 * A prerendered page (`/login`) gets its own HTML, every other one (`/app/analyze`) the SPA shell; real files
 * keep their path. An error-response mapping (403/404 → a page) would also swallow the API's own 404s, which is
 * why this is a rewrite instead. The table is the shared one the build and the local server use.
 */
export const SPA_REWRITE_CODE = `var PAGES = ${JSON.stringify(PRERENDERED_PAGES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
    request.uri = '/' + (Object.prototype.hasOwnProperty.call(PAGES, path) ? PAGES[path] : '${SPA_SHELL_FILE}');
  }
  return request;
}`;

/** The same rule in TypeScript, so a test can pin its behaviour without a CloudFront runtime. */
export const rewriteSpaPath = (uri: string): string => {
  const last = uri.split('/').pop() ?? '';
  return last.includes('.') ? uri : `/${spaFileFor(uri)}`;
};
