import { defineConfig } from 'vitest/config';

// Two tiers: pure unit tests (contract, web, server services) and API tests that boot the
// server in-process against a real database (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Conditions, not durations: a busy machine may need far longer than the 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own databases; two files at a time keeps a 2-core box responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
