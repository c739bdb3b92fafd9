import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for the schema and the drops' views into drizzle/.
// The same migrations run on PGlite and PostgreSQL (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema.ts', './src/server/db/drop-views.ts'],
  out: './drizzle',
  strict: true,
  verbose: true,
});
