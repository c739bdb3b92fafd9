import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageRoutes } from './vite.page-routes.ts';

// Node 25+ has a localStorage of its own, empty without --localstorage-file, and vitest's jsdom
// then leaves jsdom's Storage out: the web tests' `localStorage` would be undefined.
const nodeMajor = Number(process.versions.node.split('.')[0]);

// Real server processes killed and restarted: vitest.faults.config.ts (npm run test:faults).
const exclude = [...configDefaults.exclude, 'src/**/*.faults.test.ts'];
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'demo/**/*.test.ts'];
// Server test files that replace a module (vi.mock) or the timers for the whole file: run in a
// fresh module graph of their own, as every web test does.
const ownModules = [
  'src/server/features/auth/campus-network.api.test.ts',
  'src/server/lib/periodic-job.test.ts',
];

// Unit, component and API tests. Three workers on these 2-core machines: an API test waits on its
// database (a PostgreSQL process) and mail server, and with two workers the machine stayed about
// 40 % idle (230 s wall with three against 279 s with two, 2026-11-30).
export default defineConfig({
  plugins: [react(), pageRoutes(path.resolve(import.meta.dirname, 'src/web'))],
  test: {
    pool: 'forks',
    execArgv: nodeMajor >= 25 ? ['--no-webstorage'] : [],
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // In CI a failed test runs once more, as the e2e suite's do: one that then passes is named as
    // flaky above the CI summary's closing line (scripts/test-summary.mjs), not hidden.
    retry: process.env.CI ? 1 : 0,
    // Run folder for database tests (PGlite template, private PostgreSQL): src/server/test/db-harness.ts
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/web/testing/vitest-setup.ts'],
    projects: [
      {
        extends: true,
        // The server's files share one module graph per worker: importing the whole server
        // for each file was a third of the suite's time. Each file still opens its own database,
        // app and clock; nothing a test relies on is kept at module level.
        test: {
          name: 'server',
          include: serverTests,
          exclude: [...exclude, ...ownModules],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ['src/web/**/*.test.{ts,tsx}', ...ownModules], exclude },
      },
    ],
  },
});
