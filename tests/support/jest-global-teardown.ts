import { dropPostgresTemplate, POSTGRES_TEMPLATE_ENV } from "./test-db-snapshot";

export default async function globalTeardown(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (baseUrl && template) await dropPostgresTemplate(baseUrl, template);
}
