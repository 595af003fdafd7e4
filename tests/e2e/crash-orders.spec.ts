import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { callServerAction, mergeCookies, readServerActions } from "../support/server-actions.mjs";
import { messagesTo } from "./support/mailbox";

// No lost order: a stream of cash-on-delivery checkouts runs against a shop that is killed with SIGKILL several
// times and restarted. Every order confirmed to a shopper must be there afterwards, complete, with its e-mail, and
// no order may be half-written. Bounded here (CRASH_ROUNDS, default 3); `CRASH_ROUNDS=20 npx playwright test
// tests/e2e/crash-orders.spec.ts` is the long form. Runs on PGlite, and on Postgres when DATABASE_URL is set.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const streams = 3;
const basePort = Number(process.env.E2E_PORT ?? 3100);
const shopPort = basePort + 52;
const baseUrl = `http://127.0.0.1:${shopPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-orders-"));
const mask = { merchandiseId: "gid://shopify/ProductVariant/4801000000001", title: "Matcha Clay Mask" };

type Confirmed = { email: string; token: string };

function startShop(): ChildProcess {
  return spawn(process.execPath, ["server.mjs", "-p", String(shopPort), "-H", "127.0.0.1"], {
    env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${basePort + 98}` },
    stdio: "ignore",
  });
}

async function waitUntilUp(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await fetch(`${baseUrl}/api/health`).then((response) => response.status, () => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the shop did not come up");
}

/** One shopper after another: add a mask, place the order; a confirmation is the redirect to its page. */
async function checkoutStream(actions: Map<string, string>, label: string, confirmed: Confirmed[], stop: { now: boolean }) {
  for (let n = 0; !stop.now; n += 1) {
    const email = `crash-${label}-${n}@example.com`;
    try {
      const added = await callServerAction({ baseUrl, page: "/products/matcha-clay-mask", id: actions.get("lib/actions/cart.ts#addToCartAction")!, args: [{ merchandiseId: mask.merchandiseId, quantity: 1 }] });
      const cookie = mergeCookies("", added.headers);
      const form = new FormData();
      for (const [field, value] of Object.entries({ fullName: "Crash Tester", email, phone: "+971 50 123 4567", emirate: "Dubai", addressLine: "Villa 12, Al Wasl Road", city: "Jumeirah" })) form.set(field, value);
      const placed = await callServerAction({ baseUrl, page: "/checkout/delivery", id: actions.get("lib/actions/place-order.ts#placeOrderAction")!, args: [{ ok: false, message: null, fieldErrors: {}, values: {} }, form], cookie });
      const token = placed.redirect && new URL(placed.redirect.split(";")[0]!, baseUrl).searchParams.get("order");
      if (token) confirmed.push({ email, token });
    } catch {
      // The server died under this checkout: the shopper saw no confirmation, so nothing is owed.
      return;
    }
  }
}

async function halfWrittenOrders(): Promise<number> {
  const query = "select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)";
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    const [row] = await sql.unsafe(query);
    await sql.end();
    return row!.n as number;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  const result = await db.query<{ n: number }>(query);
  await db.close();
  return result.rows[0]!.n;
}

test("orders confirmed before a SIGKILL are all there, complete and mailed after restarts", async () => {
  const actions = readServerActions();
  const confirmed: Confirmed[] = [];
  let shop = startShop();

  for (let round = 0; round < rounds; round += 1) {
    await waitUntilUp();
    const stop = { now: false };
    const running = Array.from({ length: streams }, (_, stream) => checkoutStream(actions, `${round}-${stream}`, confirmed, stop));
    // Kill while checkouts are in flight, at a different moment each round.
    await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 2_000));
    shop.kill("SIGKILL");
    stop.now = true;
    await Promise.all(running);
    await new Promise((resolve) => shop.once("exit", resolve));
    shop = startShop();
  }
  await waitUntilUp();

  console.log(`[crash-orders] ${rounds} SIGKILLs, ${confirmed.length} orders confirmed to shoppers`);
  expect(confirmed.length).toBeGreaterThan(0);

  for (const order of confirmed) {
    const page = await fetch(`${baseUrl}/order-confirmation?order=${encodeURIComponent(order.token)}`);
    expect(page.status, order.email).toBe(200);
    const html = await page.text();
    expect(html, order.email).toContain(mask.title);
    expect(html, order.email).toContain(order.email);
  }
  // The confirmation e-mail was written with the order, so a restart delivers whatever the kill interrupted.
  await expect
    .poll(async () => {
      const mailed = await Promise.all(confirmed.map(async (order) => (await messagesTo(order.email)).length > 0));
      return mailed.filter((sent) => !sent).length;
    }, { timeout: 60_000, message: "every confirmed order's e-mail delivered" })
    .toBe(0);

  shop.kill("SIGTERM");
  await new Promise((resolve) => shop.once("exit", resolve));
  expect(await halfWrittenOrders()).toBe(0);
});
