import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations: `npm run db:generate -w server` (run from the repo root).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
