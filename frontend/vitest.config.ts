import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component and unit tests of the SPA in jsdom. A root config can list this folder as one project. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'frontend',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
