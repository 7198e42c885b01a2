/** Leaves the SPA with a real page load (logout to '/', the admin dashboard), dropping all in-memory state. */
export const fullPageLoad = (path: string) => {
  window.location.assign(path);
};
