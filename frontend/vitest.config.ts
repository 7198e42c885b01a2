import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component and unit tests of the SPA in jsdom. A root config can list this folder as one project. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'frontend',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Worker threads instead of child processes: about 70 small files, and starting a process each cost more than
    // their tests (this project took 183 s with forks, 90 s with threads, back to back on this machine).
    pool: 'threads',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
