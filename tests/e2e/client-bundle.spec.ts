import { expect, test } from "@playwright/test";

import { clientAssetTexts } from "../../scripts/build-output.mjs";

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

test("the built client bundle contains no secret or secret-bearing variable name", () => {
  const files = clientAssetTexts([".js", ".css", ".json", ".txt"]);
  expect(files.length).toBeGreaterThan(0);
  const bundle = files.join("\n");
  for (const value of Object.values(SENTINELS)) expect(bundle).not.toContain(value);
  for (const name of SECRET_NAMES) expect(bundle).not.toContain(name);
});
