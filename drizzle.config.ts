import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for src/server/db/schema/ (one file per area,
// index.ts exports them all) into drizzle/.
// The same migrations run on PGlite and PostgreSQL (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
