// Issue 30's measure: one client asks for one invoice PDF 100 times (10 at a time) while another client checks
// /api/health every 50 ms. It reports the PDF answers by status, how many times the server drew the PDF (its
// "[invoice-pdf] drew" log lines), and /api/health's latency meanwhile. The order is placed as a shopper places it
// without JavaScript (a cart through the add-to-cart action, the delivery form posted), and its invoice link read off
// the confirmation page. Fails when the PDF was drawn more than once, no request got 429, or health took 200 ms or more.
//
// Usage: LOAD_PORT=3961 node scripts/load/invoice-pdf.mjs (LOAD_DATABASE_URL for Postgres, as npm run load).
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import autocannon from "autocannon";

import { ensureBuild } from "../bench/ensure-build.mjs";
import { freshDatabase } from "../bench/fresh-database.mjs";
import { startNode, stop, throwawayAuthSecret } from "../bench/processes.mjs";
import { fillCart, multipartBody, readActionIds, readMerchandiseId } from "../bench/shop-session.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const port = Number(process.env.LOAD_PORT ?? 3961);
const origin = `http://127.0.0.1:${port}`;
const productPath = "/products/matcha-clay-mask";
const requests = 100;
const healthBudgetMs = 200;

ensureBuild(root);
const workDir = mkdtempSync(join(tmpdir(), "shop-invoice-pdf-"));
const logFile = join(workDir, "server.log");
const log = createWriteStream(logFile);
const database = freshDatabase(root, {
  url: process.env.LOAD_DATABASE_URL,
  name: process.env.LOAD_DATABASE_NAME ?? "shop_load_invoice",
  workDir,
});

/** Places a cash-on-delivery order through the delivery form as posted without JavaScript; returns its invoice path. */
async function placeOrder(actionIds) {
  const cookie = await fillCart(origin, productPath, actionIds.addToCartAction, [
    await readMerchandiseId(origin, productPath),
  ]);
  const form = await (await fetch(`${origin}/checkout/delivery`, { headers: { cookie } })).text();
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(
    ([, name, value]) => [name, (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")],
  );
  const details = {
    fullName: "Load Tester",
    email: `invoice-load-${Date.now()}@example.com`,
    phone: "+971 50 123 4567",
    emirate: "Dubai",
    addressLine: "Villa 12, Street 4",
    city: "Al Barsha",
  };
  const boundary = "----invoiceLoad";
  const placed = await fetch(`${origin}/checkout/delivery`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin, "content-type": `multipart/form-data; boundary=${boundary}` },
    body: multipartBody([...hidden, ...Object.entries(details)], boundary),
  });
  const confirmation = placed.headers.get("location");
  if (!confirmation) throw new Error(`the delivery form answered ${placed.status} without a redirect`);
  const page = await (await fetch(new URL(confirmation, origin))).text();
  const token = /\/invoice\?document=([A-Za-z0-9_-]+)/.exec(page)?.[1];
  if (!token) throw new Error("the confirmation page links no invoice");
  return `/invoice/pdf?document=${token}`;
}

let shop;
let failed = true;
try {
  shop = await startNode(["server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...database,
      NODE_ENV: "production",
      PAGE_CACHE: "memory",
      TRUSTED_PROXY_HOPS: "1",
      BETTER_AUTH_URL: origin,
      BETTER_AUTH_SECRET: throwawayAuthSecret,
    },
    readyUrl: `${origin}/api/health`,
    log,
  });
  const pdfPath = await placeOrder(readActionIds(root));

  const health = [];
  let measuring = true;
  const pinger = (async () => {
    while (measuring) {
      const started = performance.now();
      await (await fetch(`${origin}/api/health`, { headers: { "x-forwarded-for": "10.9.9.9" } })).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  const result = await new Promise((done, fail) =>
    autocannon(
      {
        url: origin + pdfPath,
        connections: 10,
        amount: requests,
        headers: { "x-forwarded-for": "10.1.2.3" },
      },
      (error, answer) => (error ? fail(error) : done(answer)),
    ),
  );
  measuring = false;
  await pinger;

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  await stop(shop);
  log.end();
  await new Promise((done) => log.once("finish", done));
  const draws = (readFileSync(logFile, "utf8").match(/\[invoice-pdf\] drew/g) ?? []).length;
  const sorted = [...health].sort((a, b) => a - b);
  const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
  console.log(
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: database.DATABASE_URL ? "Postgres" : "PGlite",
        pdfRequests: result.requests.total,
        statuses,
        draws,
        pdfLatencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
        health: { samples: health.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(sorted.at(-1)) },
      },
      null,
      2,
    ),
  );
  failed = draws !== 1 || !statuses["429"] || sorted.at(-1) >= healthBudgetMs;
  if (failed) console.error(`FAIL: see ${logFile}`);
} finally {
  await stop(shop);
  if (!log.writableEnded) log.end();
  if (!failed && !process.env.LOAD_KEEP) rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
