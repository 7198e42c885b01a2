import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { syncSessionFromStorage } from '../lib/session';
import { clearToasts } from '../lib/toast';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The session store caches storage in memory: re-read the now empty storage.
  syncSessionFromStorage();
  clearToasts();
});
