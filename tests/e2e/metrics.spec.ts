import { expect, test, type APIRequestContext } from "@playwright/test";

import { e2eMetricsToken } from "./support/metrics-token";
import { mask, placeCashOnDeliveryOrder, uniqueEmail } from "./support/shop";

// /api/metrics and /api/health/ready on the local shop, which playwright.config.ts starts with METRICS_TOKEN set.
const authorized = { Authorization: `Bearer ${e2eMetricsToken}` };

async function scrape(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/metrics", { headers: authorized });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  return response.text();
}

/** The value of one series, e.g. `shop_orders_placed_total{method="cash_on_delivery"}`; 0 before its first count. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("refuses a scrape without the token, or with the wrong one", async ({ request }) => {
  const missing = await request.get("/api/metrics");
  expect(missing.status()).toBe(401);
  expect(missing.headers()["www-authenticate"]).toMatch(/^Bearer/);
  const wrong = await request.get("/api/metrics", { headers: { Authorization: "Bearer not-the-token-at-all" } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.text()).not.toContain("shop_");
});

test("counts a cash-on-delivery order and the product page's requests", async ({ page, request }, testInfo) => {
  const ordersSeries = 'shop_orders_placed_total{method="cash_on_delivery"}';
  const before = seriesValue(await scrape(request), ordersSeries);

  await page.goto("/products/matcha-clay-mask");
  await expect(page.getByRole("heading", { name: mask, level: 1 })).toBeVisible();
  await placeCashOnDeliveryOrder(page, uniqueEmail("metrics", testInfo.workerIndex));

  const after = await scrape(request);
  expect(seriesValue(after, ordersSeries)).toBeGreaterThanOrEqual(before + 1);
  // Labelled with the route pattern, never the slug itself.
  const productPageLines = after
    .split("\n")
    .filter(
      (line) => line.startsWith("shop_http_requests_total{") && line.includes('route="/[locale]/products/[slug]"'),
    );
  expect(productPageLines.some((line) => line.includes('method="GET"') && line.includes('status="200"'))).toBe(true);
  expect(after).not.toContain('route="/products/matcha-clay-mask"');
  expect(after).toMatch(/^shop_http_request_duration_seconds_bucket\{[^}]*le="0\.1"/m);
  expect(after).toMatch(/^shop_outbox_pending \d+/m);
  expect(after).toMatch(/^shop_outbox_oldest_age_seconds [\d.]+/m);
  expect(after).toMatch(/^process_cpu_seconds_total /m);
});

test("readiness answers 200 with every configured part ok", async ({ request }) => {
  const response = await request.get("/api/health/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ database: "ok", smtp: "ok", outbox: "ok" });
});

test("every answer carries its own request id, and an API error names it", async ({ request }) => {
  // No proxy is trusted in the test shop, so an id a client makes up is replaced.
  const page = await request.get("/api/health", { headers: { "X-Request-Id": "client-chosen-id-123" } });
  const pageId = page.headers()["x-request-id"];
  expect(pageId).toMatch(/^[0-9a-f-]{36}$/);

  const refused = await request.get("/api/rates?unexpected=1");
  expect(refused.status()).toBe(400);
  const refusedId = refused.headers()["x-request-id"];
  expect(refusedId).toMatch(/^[0-9a-f-]{36}$/);
  expect(refusedId).not.toBe(pageId);
  expect(await refused.json()).toEqual({ error: "Unexpected query parameters", requestId: refusedId });
});
