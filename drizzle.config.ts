import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the app applies them on first database open.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});
