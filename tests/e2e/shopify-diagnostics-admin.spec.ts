import { expect, test } from "@playwright/test";

import { signInAsAdmin } from "./support/admin-session";

// The other half of the ?debug=1 rule (diagnostics.spec.ts covers the anonymous visitor): a signed-in admin of the
// Shopify shop sees the connectivity and proof-test panels, run on the server against the Storefront test server.
test("an admin with ?debug=1 sees the connectivity panel and every proof test's result", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto("/collection?debug=1");
  const panel = page.getByRole("complementary", { name: "Connectivity diagnostics" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Proof tests" })).toBeVisible();
  const checks = panel.getByRole("listitem");
  await expect(checks.filter({ hasText: "Provider reachable" })).toContainText(/^pass /);
  await expect(checks.filter({ hasText: "An invalid token is refused with 401" })).toContainText(/^pass /);
  await expect(checks.filter({ hasText: "Primary domain on the allow-list" })).toContainText(/^(pass|fail) /);
});
