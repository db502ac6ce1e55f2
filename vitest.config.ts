import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core CI machine is one worker, and most server test files spend their time waiting
    // (PostgreSQL, child processes, retries with back-off, SMTP), so three at a time; the component tests, which
    // only compute, run first as their own group, two at a time.
    projects: [
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          // Component tests render whole pages; on a loaded 2-core CI machine the default 5 s is too tight (a bound, not a speed check).
          testTimeout: 30_000,
          include: [
            'shared/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'remotes/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          include: ['server/tests/**/*.test.ts', 'server/src/**/*.test.ts'],
          // The build first (only where a fresh clone has none), then the database.
          globalSetup: ['server/tests/build-setup.ts', 'server/tests/global-setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
