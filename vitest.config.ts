import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageRoutes } from './vite.page-routes.ts';

// Unit, component and API tests. At most 2 workers: these machines have 2 cores.
export default defineConfig({
  plugins: [react(), pageRoutes(path.resolve(import.meta.dirname, 'src/web'))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    // Real server processes killed and restarted: vitest.faults.config.ts (npm run test:faults).
    exclude: [...configDefaults.exclude, 'src/**/*.faults.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Run folder for database tests (PGlite template, private PostgreSQL): src/server/test/db-harness.ts
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
