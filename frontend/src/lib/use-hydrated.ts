import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered and while the browser hydrates that HTML, true from then on (and at once on a
 * client render). A control that cannot work without JavaScript reads it to stay inert until the page is live:
 * React renders the hydration pass with the server value, so the markup matches, then re-renders with true.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
