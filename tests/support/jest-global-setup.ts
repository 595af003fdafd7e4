import { createPostgresTemplate, pgliteSnapshotPath, POSTGRES_TEMPLATE_ENV } from "./test-db-snapshot";

/**
 * Migrates once per run instead of once per data-test file: makes the PGlite snapshot if these migrations have none
 * yet (before the workers start, so two workers never both make it), and with TEST_DATABASE_URL a Postgres template.
 * The workers inherit process.env from here.
 */
export default async function globalSetup(): Promise<void> {
  await pgliteSnapshotPath();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) process.env[POSTGRES_TEMPLATE_ENV] = await createPostgresTemplate(baseUrl);
}
