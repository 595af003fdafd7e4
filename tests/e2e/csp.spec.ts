import { expect, test, type Page } from "@playwright/test";

import { prerenderedRoutes } from "../../scripts/build-output.mjs";
import { needsNonce, scriptHashSource } from "@/lib/http/content-security-policy";
import { executableScripts, parsePolicy, recordCspViolations, scriptNonce } from "./support/csp";
import { cartLink, mask, ritual, submitDeliveryDetails, uniqueEmail } from "./support/shop";
import { CONSENT_DECLINED, POPUP_CLOSED_FOR_GOOD, returningShopper } from "./support/storage-state";

// Pages with shopper data or mutations: rendered per request, each response with its own nonce (server.ts). A real
// order's confirmation page is loaded under its nonce policy in the journey above (an unknown link redirects to a
// prerendered not-found page).
const noncePages = ["/cart", "/checkout", "/checkout/delivery", "/track-order", "/account/sign-in", "/ar/cart"];
// Catalogue and content pages: prerendered once for everyone, so one static policy without a nonce.
const staticPages = [
  "/",
  "/collection",
  "/products/matcha-clay-mask",
  "/bundles/matcha-ritual",
  "/reviews",
  "/contact",
];

/**
 * A full page load (so the document runs under that page's own policy) that waits until React has taken over the
 * server's HTML: a script the policy blocked would leave the page unhydrated.
 */
async function openAndHydrate(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html"), `${url} hydrates`).toHaveAttribute("data-hydrated", "true");
}

test("a shopper goes through every kind of page with its scripts working and no policy violation", async ({ page }) => {
  const violations = await recordCspViolations(page);
  for (const url of ["/", "/collection", "/reviews", "/contact"]) await openAndHydrate(page, url);

  await openAndHydrate(page, "/products/matcha-clay-mask");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 x ${mask} added to your cart.`)).toBeVisible();
  await openAndHydrate(page, "/bundles/matcha-ritual");
  await page.getByRole("button", { name: /Add .*to Cart/i }).click();
  await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible();

  await openAndHydrate(page, "/cart");
  await page.getByRole("button", { name: `Increase quantity of ${mask}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");

  await openAndHydrate(page, "/checkout");
  await page.getByRole("button", { name: "Proceed to Secure Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await openAndHydrate(page, "/checkout/delivery");
  const email = uniqueEmail("csp", test.info().workerIndex);
  await submitDeliveryDetails(page, email);
  const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();
  // The confirmation was reached by a client-side navigation; load it as its own document too.
  await openAndHydrate(page, page.url());
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();

  await openAndHydrate(page, "/track-order");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("article", { name: `Order ${orderNumber}` })).toBeVisible();

  expect(violations).toEqual([]);
});

test.describe("with the ad pixel accepted", () => {
  const consentAccepted = { ...CONSENT_DECLINED, value: "accepted" };
  test.use({
    storageState: returningShopper(
      [`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`],
      [POPUP_CLOSED_FOR_GOOD, consentAccepted],
    ),
  });

  test("the pixel's image request to its host is allowed", async ({ page }) => {
    // Never leaves the machine: the pixel host answers from here, once the browser's policy has let the request out.
    const pixelHits: string[] = [];
    await page.route("https://www.facebook.com/tr**", (route) => {
      pixelHits.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "image/gif",
        body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64"),
      });
    });
    const violations = await recordCspViolations(page);
    await openAndHydrate(page, "/products/matcha-clay-mask");
    await expect.poll(() => pixelHits.some((url) => url.includes("ev=ViewContent"))).toBe(true);
    expect(violations).toEqual([]);
  });
});

test("a script injected into a page with shopper data is refused and reported", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await openAndHydrate(page, "/cart");
  // What a stored or reflected XSS would plant: an inline event handler. The policy has no 'unsafe-inline', so it never
  // runs.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      "beforeend",
      `<img src="/no-such-image.png" alt="" onerror="document.title='injected'">`,
    ),
  );
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await expect(page).not.toHaveTitle("injected");
});

test("pages with shopper data carry a fresh nonce with 'strict-dynamic' and no 'unsafe-inline' script", async ({
  request,
}) => {
  for (const url of noncePages) {
    const [first, second] = [await request.get(url), await request.get(url)];
    const policies = [first, second].map((response) => parsePolicy(response.headers()["content-security-policy"]));
    const nonces = policies.map(scriptNonce);
    expect(nonces[0], url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1], url).not.toBe(nonces[0]);
    for (const policy of policies) {
      expect(policy["script-src"], url).toContain("'strict-dynamic'");
      expect(policy["script-src"], url).not.toContain("'unsafe-inline'");
      expect(policy["object-src"], url).toEqual(["'none'"]);
      expect(policy["base-uri"], url).toEqual(["'none'"]);
      expect(policy["frame-ancestors"], url).toEqual(["'none'"]);
    }
    // Next.js stamped this response's nonce on every script it wrote; the shop's one inline script of its own (the
    // consent check, in the prerendered layout too) runs by its hash. Nothing else may run.
    const scripts = executableScripts(await first.text());
    expect(scripts.length, url).toBeGreaterThan(0);
    const allowed = ({ tag, text }: { tag: string; text: string }) =>
      tag.includes(`nonce="${nonces[0]}"`) ||
      (!/\ssrc=/.test(tag) && policies[0]!["script-src"]!.includes(scriptHashSource(text)));
    expect(
      scripts.filter((script) => !allowed(script)),
      url,
    ).toEqual([]);
  }
});

test("catalogue and content pages are served prerendered under one static policy", async ({ request }) => {
  const headers = [];
  for (const url of staticPages) {
    const response = await request.get(url);
    expect(response.headers()["x-nextjs-cache"] ?? response.headers()["x-nextjs-prerender"], url).toBeTruthy();
    headers.push(response.headers()["content-security-policy"]);
  }
  expect(new Set(headers).size).toBe(1);
  const policy = parsePolicy(headers[0]);
  // No nonce can be stamped on a page built once for everyone: what Next.js documents for static pages.
  expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy["connect-src"]).toEqual(["'self'"]);
  expect(policy["font-src"]).toEqual(["'self'"]);
  expect(policy["frame-src"]).toEqual(["'none'"]);
  expect(policy["img-src"]).toEqual(
    expect.arrayContaining(["'self'", "data:", "blob:", "https://www.facebook.com", "https://cdn.shopify.com"]),
  );
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(policy["report-uri"]).toEqual(["/api/csp-report"]);
});

test("no page that gets a nonce was prerendered by the build, where it could not carry one", () => {
  // English pages are built under app/[locale] as /en/... and served unprefixed (next.config.ts rewrites).
  const prerendered = prerenderedRoutes().map((route) => (route === "/en" ? "/" : route.replace(/^\/en\//, "/")));
  expect(prerendered).toEqual(expect.arrayContaining(staticPages));
  expect(prerendered.filter(needsNonce)).toEqual([]);
});
