import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema here; the server applies the migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
