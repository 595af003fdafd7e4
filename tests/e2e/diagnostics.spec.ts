import { expect, test } from "@playwright/test";

import { openHydrated } from "./support/shop";

test.describe("?debug=1 for an anonymous visitor", () => {
  test("shows exactly the normal page, never asks the diagnostics route and logs no console error", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/collection");
    const normal = await page.locator("body").innerText();

    const diagnosticsRequests: string[] = [];
    const consoleErrors: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname.startsWith("/api/diagnostics")) diagnosticsRequests.push(sent.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    // The admin check is the only thing ?debug=1 adds for a shopper: wait for its answer before looking.
    const adminCheck = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
    );
    await openHydrated(page, "/collection?debug=1");
    await adminCheck;
    // For an admin the panel's code and /api/diagnostics follow the answer within a few hundred milliseconds; give
    // them two seconds. Not "networkidle": the browser reports one of the router's prefetch requests unfinished for
    // about 30 s after the server has sent all of it (seen in the server's log), so that wait took 29 of this test's 32
    // s.
    await page.waitForTimeout(2_000);

    expect(diagnosticsRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(page.getByRole("complementary", { name: "Connectivity diagnostics" })).toHaveCount(0);
    expect(await page.locator("body").innerText()).toBe(normal);

    expect((await request.get("/api/diagnostics")).status()).toBe(404);
    expect((await request.get("/api/health")).status()).toBe(200);
  });
});
