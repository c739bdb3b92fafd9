import { defineConfig } from 'vitest/config';

// The fault tests (src/server/faults/): real server processes that are stopped, killed and
// started again, and a PostgreSQL taken down and back. Slower than the API tests, so they run
// on their own (`npm run test:faults`, a step of scripts/test-all.sh).
export default defineConfig({
  test: {
    include: ['src/**/*.faults.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // As vitest.config.ts: once more in CI, and named as flaky when the second try passes.
    retry: process.env.CI ? 1 : 0,
  },
});
