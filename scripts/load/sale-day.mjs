// npm run load:sale: a sale day on the two-instance cluster (nginx, Postgres, Redis; scripts/cluster/cluster.mjs).
// A crowd of shoppers browses, adds to cart, applies the sale code, checks out with cash on delivery and tracks the
// order for a bounded time (scripts/load/sale-shopper.mjs). A third of the way in one instance is killed (SIGKILL) and
// started again; two thirds of the way in Redis is restarted. Then the database is checked
// (scripts/load/sale-checks.mjs) and req/s, p50/p99 per step and every error a shopper saw are printed.
//
// Passes when every check holds and no shopper was left without an answer: a request the dead instance was holding
// may fail, and the shopper's next try (or nginx's, for a page) must succeed.
//
// Environment: SALE_SHOPPERS (default 100), SALE_SECONDS (default 60), SALE_PORT (nginx, default 3360; the instances
// take the next two ports, the mail capture server +7 and +8, Redis +9), POSTGRES_SERVER_URL (default the local
// server; a fresh database SALE_DATABASE_NAME, default `shop_sale`, is made on it), SALE_TIMEOUT (seconds a shopper
// waits before trying again, default 30; three tries in all). The short form in
// scripts/test-all.sh: SALE_SHOPPERS=12 SALE_SECONDS=24.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join, resolve } from "node:path";

import postgres from "postgres";

import { startNode, stop } from "../bench/processes.mjs";
import { productPaths, readActionIds, readMerchandiseId } from "../bench/shop-session.mjs";
import { startCluster } from "../cluster/cluster.mjs";
import { checkSale, createSaleCode, productStock, stockTheShelves } from "./sale-checks.mjs";
import { shopOnce } from "./sale-shopper.mjs";

const root = resolve(import.meta.dirname, "..", "..");
process.chdir(root);
const shoppers = Number(process.env.SALE_SHOPPERS ?? 100);
const seconds = Number(process.env.SALE_SECONDS ?? 60);
const frontPort = Number(process.env.SALE_PORT ?? 3360);
const redisPort = frontPort + 9;
const SALE_CODE = "SALE10";
const SHELF_UNITS = 100_000;

execFileSync("bash", [join(root, "scripts", "ensure-nginx.sh")], { stdio: "inherit" });

/** A Redis of the run's own, so restarting it touches nothing else on the machine. */
function startRedis() {
  const child = spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  return new Promise((resolvePromise, reject) => {
    child.once("error", reject);
    setTimeout(() => resolvePromise(child), 500);
  });
}

const mailLog = createWriteStream("/dev/null");
const mail = await startNode(
  [
    join(root, "tests/support/mail-capture-server.mjs"),
    "--smtp-port",
    String(frontPort + 7),
    "--http-port",
    String(frontPort + 8),
  ],
  { readyUrl: `http://127.0.0.1:${frontPort + 8}/__test/status`, log: mailLog },
);
let redis = await startRedis().catch(() => null);
if (!redis)
  console.log("NOTICE: no redis-server here: the run uses Postgres alone for limits and each instance's own cache.");
const cluster = await startCluster({
  frontPort,
  instancePorts: [frontPort + 1, frontPort + 2],
  databaseName: process.env.SALE_DATABASE_NAME ?? "shop_sale",
  redisUrl: redis ? `redis://127.0.0.1:${redisPort}` : null,
  env: { SMTP_URL: `smtp://127.0.0.1:${frontPort + 7}` },
});
const sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
let failed = false;
try {
  await stockTheShelves(sql, SHELF_UNITS);
  await createSaleCode(sql, SALE_CODE);
  const stockBefore = await productStock(sql);
  const origin = cluster.frontUrl;
  const actionIds = readActionIds(root);
  const products = await Promise.all(
    productPaths.map(async (path, index) => ({
      path,
      merchandiseId: await readMerchandiseId(origin, path),
      quantity: index + 1,
    })),
  );

  /** Per step: durations and outcomes; the errors a shopper saw, with when they happened. */
  const steps = new Map();
  const seen = [];
  const startedAt = performance.now();
  const at = () => ((performance.now() - startedAt) / 1000).toFixed(1);
  const record = (name, ms, outcome, detail) => {
    const step = steps.get(name) ?? { durations: [], outcomes: {} };
    step.durations.push(ms);
    step.outcomes[outcome] = (step.outcomes[outcome] ?? 0) + 1;
    steps.set(name, step);
    if (outcome !== "ok" && outcome !== "refused")
      seen.push(`${at()} s  ${name}: ${outcome}${detail ? ` (${detail})` : ""}`);
  };

  const deadline = startedAt + seconds * 1000;
  const results = [];
  const crowd = Array.from({ length: shoppers }, async (_, shopper) => {
    for (let visit = 0; performance.now() < deadline; visit += 1)
      results.push(
        await shopOnce({ origin, shopper, visit, actionIds, products, saleCode: SALE_CODE, record }).catch((error) => {
          seen.push(`${at()} s  visit broke off: ${error instanceof Error ? error.message : String(error)}`);
          return { outcome: "failed" };
        }),
      );
  });
  const events = [];
  const after = (fraction) =>
    new Promise((done) => setTimeout(done, Math.max(0, startedAt + seconds * 1000 * fraction - performance.now())));
  const killAnInstance = (async () => {
    await after(1 / 3);
    events.push(`${at()} s  instance 1 killed (SIGKILL)`);
    cluster.instances[0].kill("SIGKILL");
    await new Promise((done) => setTimeout(done, 2_000));
    await cluster.restartInstance(0);
    events.push(`${at()} s  instance 1 answering again`);
  })();
  const restartRedis = (async () => {
    if (!redis) return;
    await after(2 / 3);
    await stop(redis);
    redis = await startRedis();
    events.push(`${at()} s  Redis restarted`);
  })();
  const chaos = Promise.all([killAnInstance, restartRedis]);
  await Promise.all([...crowd, chaos]);
  const elapsed = (performance.now() - startedAt) / 1000;

  // The confirmations the killed instance was sending are retried by the outbox sweep; wait a little for them.
  for (let wait = 0; wait < 30; wait += 1) {
    const [{ pending }] = await sql`select count(*)::int as pending from outbox_emails where status = 'pending'`;
    if (pending === 0) break;
    await new Promise((done) => setTimeout(done, 1_000));
  }

  const placed = results.filter((result) => result.outcome === "placed");
  const summary = await checkSale(sql, {
    placed,
    refusedEmails: results.filter((result) => result.outcome === "refused").map((result) => result.email),
    stockBefore,
  });
  const requests = [...steps.values()].reduce((sum, step) => sum + step.durations.length, 0);
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

  console.log(
    `\nSale day: ${shoppers} shoppers for ${elapsed.toFixed(0)} s through nginx, two instances, Postgres${redis ? ", Redis" : ""}`,
  );
  console.log(events.map((line) => `  ${line}`).join("\n"));
  console.log(`\n${requests} requests, ${(requests / elapsed).toFixed(1)} req/s; ${placed.length} orders placed`);
  console.log("step".padEnd(36) + "count".padStart(7) + "p50 ms".padStart(9) + "p99 ms".padStart(9) + "  outcomes");
  for (const [name, step] of steps) {
    const sorted = step.durations.toSorted((a, b) => a - b);
    const outcomes = Object.entries(step.outcomes)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(", ");
    console.log(
      name.padEnd(36) +
        String(sorted.length).padStart(7) +
        percentile(sorted, 50).toFixed(0).padStart(9) +
        percentile(sorted, 99).toFixed(0).padStart(9) +
        `  ${outcomes}`,
    );
  }
  console.log(
    `\nChecks: ${summary.orders} orders, ${summary.units} units sold, ${summary.invoices} invoices, ` +
      `${summary.mailSent} confirmations delivered so far`,
  );
  console.log(
    seen.length === 0
      ? "No shopper saw an error."
      : `What shoppers saw:\n${seen.map((line) => `  ${line}`).join("\n")}`,
  );

  const unanswered = results.filter((result) => result.outcome === "failed").length;
  if (unanswered > 0) summary.problems.push(`${unanswered} visits ended without an answer, even after trying again`);
  if (placed.length === 0) summary.problems.push("no order was placed");
  if (summary.problems.length > 0) {
    failed = true;
    console.error(`\nFAILED:\n${summary.problems.map((line) => `  - ${line}`).join("\n")}`);
    console.error(`The instances' log: ${cluster.logFile} (kept)`);
  } else console.log("\nAll sale-day checks hold.");
} finally {
  await sql.end();
  if (failed) process.env.CLUSTER_KEEP = "1";
  await cluster.stop();
  await Promise.all([stop(redis), stop(mail)]);
  mailLog.end();
}
process.exit(failed ? 1 : 0);
