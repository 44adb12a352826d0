import { defineConfig } from 'drizzle-kit';

// One schema and one migration history for PGlite and PostgreSQL (docs/architecture.md §5).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
