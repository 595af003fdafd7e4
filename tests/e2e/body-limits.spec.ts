import { expect, test } from "@playwright/test";

import { routeBodyLimits, type BodyLimitedRoute } from "@/lib/http/body-limits";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { residentMegabytes, sendOversizedBody } from "./support/oversized-body";

// Every route handler that reads a body refuses one over its limit (lib/http/body-limits.ts) with 413, whether the
// size is declared or the body streams in chunks without a length, and a flood of such bodies leaves the server's
// memory where it was. On a shop of its own, so its memory is this test's alone.
test.describe.configure({ mode: "serial", timeout: 240_000 });

/** A concrete URL for each route in the limits table (the auth route is a catch-all). */
const urlFor: Record<BodyLimitedRoute, string> = {
  "/api/auth/[...all]": "/api/auth/sign-in/email",
  "/api/csp-report": "/api/csp-report",
  "/api/newsletter/confirm": "/api/newsletter/confirm",
  "/api/newsletter/unsubscribe": "/api/newsletter/unsubscribe",
  "/api/test/discount-codes": "/api/test/discount-codes",
  "/api/test/admin-set-up": "/api/test/admin-set-up",
  "/api/webhooks/shopify": "/api/webhooks/shopify",
  "/api/webhooks/stripe": "/api/webhooks/stripe",
  "/api/webhooks/checkout-com": "/api/webhooks/checkout-com",
  "/api/webhooks/whatsapp": "/api/webhooks/whatsapp",
};
const OFFERED_BYTES = 16 * 1024 * 1024;
const ROUNDS = 4;
/** Growth allowed after the flood: the server may keep a few buffers and compiled code, never the bodies. */
const FLAT_MB = 64;

let shop: IsolatedShop | undefined;
test.afterAll(async () => shop?.stop());

test.beforeAll(async () => {
  shop = await startFreshShop(e2eBasePort + 70, "body_limits", {
    E2E_TEST_HOOKS: "1",
    SHOPIFY_WEBHOOK_SECRET: "body-limit-test-secret",
  });
  await waitForHealth(shop.baseUrl);
});

for (const [route, limit] of Object.entries(routeBodyLimits) as [BodyLimitedRoute, number][]) {
  for (const declared of [true, false]) {
    test(`${route} refuses a ${declared ? "declared" : "chunked"} body over ${limit / 1024} KiB with 413`, async () => {
      const answer = await sendOversizedBody(`${shop!.baseUrl}${urlFor[route]}`, {
        declared,
        maxBytes: OFFERED_BYTES,
        headers: { origin: shop!.baseUrl },
      });
      expect(answer.status).toBe(413);
      // Refused early: the server stopped listening long before the 16 MiB were through.
      expect(answer.sentBytes).toBeLessThan(OFFERED_BYTES);
    });
  }
}

test("a flood of oversized bodies at every route leaves the server's memory flat", async () => {
  const pid = shop!.process.pid!;
  // One warm-up pass loads every route's code, so what follows measures the bodies, not first-use compilation.
  for (const route of Object.keys(urlFor) as BodyLimitedRoute[])
    await sendOversizedBody(`${shop!.baseUrl}${urlFor[route]}`, { declared: false, maxBytes: OFFERED_BYTES });
  const before = residentMegabytes(pid);
  let peak = before;
  let offered = 0;
  let sent = 0;
  const statuses = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(
      (Object.keys(urlFor) as BodyLimitedRoute[]).flatMap((route) =>
        [true, false].map(async (declared) => {
          const answer = await sendOversizedBody(`${shop!.baseUrl}${urlFor[route]}`, {
            declared,
            maxBytes: OFFERED_BYTES,
          });
          offered += OFFERED_BYTES;
          sent += answer.sentBytes;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          peak = Math.max(peak, residentMegabytes(pid));
        }),
      ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = residentMegabytes(pid);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    `[body-limits] ${[...statuses.values()].reduce((a, b) => a + b, 0)} oversized bodies (${mb(offered)} MiB offered, ${mb(sent)} MiB sent before the answer); statuses ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}; server RSS ${Math.round(before)} MB before, ${Math.round(peak)} MB peak, ${Math.round(after)} MB after`,
  );
  expect([...statuses.keys()]).toEqual([413]);
  expect(after - before).toBeLessThan(FLAT_MB);
});
