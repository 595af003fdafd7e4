import { expect, test } from "@playwright/test";

import { openHydrated } from "./support/shop";

test.describe("?debug=1 for an anonymous visitor", () => {
  test("shows exactly the normal page, and the diagnostics route does not answer", async ({ page, request }) => {
    await openHydrated(page, "/collection");
    const normal = await page.locator("body").innerText();

    const diagnostics = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/diagnostics");
    await openHydrated(page, "/collection?debug=1");
    expect((await diagnostics).status()).toBe(404);
    await expect(page.getByRole("complementary", { name: "Connectivity diagnostics" })).toHaveCount(0);
    expect(await page.locator("body").innerText()).toBe(normal);

    expect((await request.get("/api/diagnostics")).status()).toBe(404);
    expect((await request.get("/api/health")).status()).toBe(200);
  });
});
