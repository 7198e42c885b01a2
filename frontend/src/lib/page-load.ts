/**
 * Opens `path` with a page load. The document pages (app/document-pages.ts) run without the app's router, so this
 * is how they leave, and how the router opens them; everything else navigates with React Router.
 * `replace` takes the current history entry's place (the router already made one for the address).
 */
export const loadPage = (path: string, { replace = false }: { replace?: boolean } = {}) => {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
};
