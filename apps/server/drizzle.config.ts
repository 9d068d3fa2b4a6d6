import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @product/server` writes the SQL migrations to
// ./drizzle from the schema; the server applies them on every start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
