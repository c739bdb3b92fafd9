import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageRoutes } from './vite.page-routes.ts';

// Node 25+ has a localStorage of its own, empty without --localstorage-file, and vitest's jsdom
// then leaves jsdom's Storage out: the web tests' `localStorage` would be undefined.
const nodeMajor = Number(process.versions.node.split('.')[0]);

// Unit, component and API tests. At most 2 workers: these machines have 2 cores.
export default defineConfig({
  plugins: [react(), pageRoutes(path.resolve(import.meta.dirname, 'src/web'))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    // Real server processes killed and restarted: vitest.faults.config.ts (npm run test:faults).
    exclude: [...configDefaults.exclude, 'src/**/*.faults.test.ts'],
    pool: 'forks',
    execArgv: nodeMajor >= 25 ? ['--no-webstorage'] : [],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Run folder for database tests (PGlite template, private PostgreSQL): src/server/test/db-harness.ts
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/web/testing/vitest-setup.ts'],
  },
});
