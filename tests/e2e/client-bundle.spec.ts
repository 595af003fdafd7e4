import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** scripts/test-all.sh builds with these sentinel values in the environment; none may reach the browser. */
const SENTINELS = {
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: "sentinel-shopify-private-token",
  SHOPIFY_WEBHOOK_SECRET: "sentinel-shopify-webhook-secret",
  AUTH_SECRET: "sentinel-auth-secret",
  IMAGE_API_KEY: "sentinel-image-api-key",
  SUPABASE_SERVICE_ROLE_KEY: "sentinel-supabase-service-role-key",
  BETTER_AUTH_SECRET: "sentinel-better-auth-secret-0123456789abcdef",
} as const;

const SECRET_NAMES = [...Object.keys(SENTINELS), "DATABASE_URL", "SMTP_URL"];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

test("the built client bundle contains no secret or secret-bearing variable name", () => {
  const staticDir = path.join(process.cwd(), ".next", "static");
  const files = listFiles(staticDir).filter((file) => /\.(js|css|json|txt)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  const bundle = files.map((file) => readFileSync(file, "utf8")).join("\n");
  for (const value of Object.values(SENTINELS)) expect(bundle).not.toContain(value);
  for (const name of SECRET_NAMES) expect(bundle).not.toContain(name);
});
