import { defineConfig } from 'vitest/config';
import { apiWorkers } from './tests/support/api-workers.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // Pure functions: Node. A test that needs a DOM says so (`@vitest-environment jsdom`).
          environment: 'node',
          // A guard against hangs, not a speed check: exhaustive tests took 12–24 s, not 5, on the
          // loaded two-core machine while the build and lint ran beside them (decision 060).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'lib',
          include: ['pb_hooks/lib/**/*.test.{js,mjs,ts}', 'scripts/**/*.test.{mjs,ts}'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/vitest-global-setup.ts'],
          // Files run side by side, each worker on a server of its own (tests/support/api-worker.ts).
          setupFiles: ['tests/support/api-worker.ts'],
          maxWorkers: apiWorkers(),
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
