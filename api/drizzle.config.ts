import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @phoneparts/api` writes a new SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
});
