import { expect, test } from "@playwright/test";

import { signInAsShopper } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";

// Next.js once trusted this internal header to skip middleware (CVE-2025-29927); the pages must not care.
const forgedSubrequest = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" };

test.describe("back office guard", () => {
  test("an anonymous visitor is sent to sign in and never sees the back office", async ({ page }) => {
    const response = await page.request.get("/admin", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toContain("/account/sign-in?next=%2Fadmin");
  });

  test("a forged x-middleware-subrequest header gets past the proxy but not the page", async ({ page }) => {
    const response = await page.request.get("/admin", { headers: forgedSubrequest, maxRedirects: 0 });
    expect([307, 404]).toContain(response.status());
    expect(await response.text()).not.toContain("Back office tools");
  });

  test("a signed-in shopper who is not an admin gets the 404 page, also with the forged header", async ({
    page,
    baseURL,
  }) => {
    await signInAsShopper(page, baseURL!, test.info().workerIndex);
    for (const headers of [{}, forgedSubrequest]) {
      const response = await page.request.get("/admin", { headers });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain("Back office tools");
    }
  });

  test("an admin sees the back office, which is marked noindex and not cached", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    const tools = page.getByRole("navigation", { name: "Back office tools" });
    for (const name of [
      "Orders",
      "Catalogue",
      "Returns",
      "Reviews",
      "Messages",
      "Subscribers",
      "Outbox",
      "Audit log",
      "Image generator",
      "Image cropper",
    ]) {
      await expect(tools.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
