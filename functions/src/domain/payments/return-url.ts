/**
 * Hosted checkout sends the browser back to the success and cancel addresses the client gave: only addresses
 * on the product's own origin are accepted, so the product can never be used as an open redirect.
 */
export const isOwnOrigin = (url: string, appUrl: string) => {
  try {
    return new URL(url).origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
};
