// npm run bench: the production server on loopback with a fresh database, measured route by route with autocannon
// against a plain Node server returning the product page's own HTML (the ceiling, measured in the same run) and a
// minimal Next.js page rendered per request (the floor, floor.mjs: no page rendered per request does better).
//
// Environment: BENCH_DATABASE_URL (a Postgres server; a fresh database `shop_bench` is created on it, otherwise PGlite
// in a temporary folder; BENCH_DATABASE_NAME picks another name, so parallel runs on one server keep apart), BENCH_PORT
// (default 3951; the ceiling uses the next port, the floor the one after, the nginx front of the cluster rows
// BENCH_PORT+5 and its instances +6 and +7), BENCH_CLUSTER_DATABASE (the fresh database of those rows, default
// shop_bench_cluster, on BENCH_DATABASE_URL's server or the local one), BENCH_REDIS_URL (their Redis; default the local
// one when it answers), BENCH_DURATION seconds per route (default 8), BENCH_CONNECTIONS (default 10),
// BENCH_MAX_REQUESTS per route (default 60000), BENCH_PAYMENT_CARTS (carts filled for "start a payment", one per
// request, default 1200; its local Stripe server listens on BENCH_PORT+3), BENCH_ONLY (comma-separated route names to keep; "nginx" keeps the rows
// through the nginx front, "floor" the floor), BENCH_NODE_FLAGS (V8 flags for the server, e.g.
// "--max-semi-space-size=32"). On a shared machine run it under the heavy-work lock: flock /tmp/heavy.lock npm run
// bench.
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { ensureBuild } from "./ensure-build.mjs";
import { measureThroughFront } from "./front.mjs";
import { startFloor } from "./floor.mjs";
import { freshDatabase } from "./fresh-database.mjs";
import { connections, measure } from "./measure.mjs";
import { cpuTimeMs, peakMemoryMb, startNode, stop, throwawayAuthSecret } from "./processes.mjs";
import { printTable, writeResults } from "./report.mjs";
import { preparePaymentSession, startBenchGateway } from "./payment-bench.mjs";
import { scenarios, startPaymentName } from "./scenarios.mjs";
import { bundlePath, prepareSession, productPaths } from "./shop-session.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const port = Number(process.env.BENCH_PORT ?? 3951);
const origin = `http://127.0.0.1:${port}`;
const ceilingPort = port + 1;
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const cartsForConcurrency = connections;
// The same V8 flags `npm start` uses (see package.json), so the bench measures the server as it runs in production.
const serverNodeFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);

ensureBuild(root);

const workDir = mkdtempSync(join(tmpdir(), "shop-bench-"));
const log = createWriteStream(join(workDir, "server.log"));
const database = freshDatabase(root, {
  url: process.env.BENCH_DATABASE_URL,
  name: process.env.BENCH_DATABASE_NAME ?? "shop_bench",
  workDir,
});

const measuresPayment = !only || only.includes(startPaymentName);
let shop;
let ceiling;
let gateway;
try {
  const payment = measuresPayment ? await startBenchGateway(port + 3) : null;
  gateway = payment?.gateway;
  const paymentEnv = payment?.env ?? {};
  console.log(
    `Starting the shop on ${origin} (${database.DATABASE_URL ? "Postgres" : "PGlite"}, log in ${workDir}/server.log)`,
  );
  shop = await startNode([...serverNodeFlags, "server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    // One trusted hop lets the tracking scenario speak for many clients through X-Forwarded-For.
    // A production server on Postgres refuses to read a session without its secret; the checkout pages read one.
    env: {
      ...database,
      ...paymentEnv,
      TRUSTED_PROXY_HOPS: "1",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: throwawayAuthSecret,
    },
    readyUrl: `${origin}/api/health`,
    log,
  });

  const productHtml = join(workDir, "product.html");
  writeFileSync(productHtml, await (await fetch(origin + productPaths[0])).text());
  ceiling = await startNode([join(import.meta.dirname, "ceiling-server.mjs"), productHtml, String(ceilingPort)], {
    readyUrl: `http://127.0.0.1:${ceilingPort}/`,
    log,
  });

  const session = await prepareSession(root, origin, cartsForConcurrency);
  if (measuresPayment) await preparePaymentSession(origin, session);

  const rows = [];
  const ceilingRow = {
    name: "ceiling (plain Node, product HTML)",
    ...(await measure({ url: `http://127.0.0.1:${ceilingPort}/` }, () => cpuTimeMs(ceiling.pid))),
  };
  rows.push(ceilingRow);
  const floorRow =
    !only || only.includes("floor") ? { name: "floor (minimal Next.js page)", ...(await measureFloor()) } : null;
  if (floorRow) rows.push(floorRow);
  for (const scenario of scenarios(origin, session)) {
    if (only && !only.includes(scenario.name)) continue;
    process.stdout.write(`measuring ${scenario.name} ...\n`);
    rows.push({ name: scenario.name, ...(await measure(scenario, () => cpuTimeMs(shop.pid))) });
  }

  // Every measured Pay now must have reached the gateway: a refused form (200) or a redirect elsewhere would not.
  if (gateway) console.log(`Hosted payment pages created at the local Stripe server: ${gateway.state.sessions.size}`);
  const peakServerMemoryMb = peakMemoryMb(shop.pid);
  // The single instance is done; the front's instances get the machine to themselves.
  await stop(shop);
  if (!only || only.includes("nginx")) {
    const catalogue = ["/", "/collection", productPaths[0], bundlePath];
    rows.push(...(await measureThroughFront({ frontPort: port + 5, paths: catalogue })));
  }
  printTable(rows, ceilingRow.requestsPerSecond);
  if (floorRow)
    console.log(
      `\nFloor: a page rendered per request costs at least ${floorRow.serverCpuMsPerRequest} CPU ms here (${floorRow.requestsPerSecond} req/s, p99 ${floorRow.p99Ms} ms); the rest of a dynamic route's figure is the shop's own work.`,
    );
  console.log(
    `\nPeak server memory (RSS): ${peakServerMemoryMb ?? "unknown"} MB; ${connections} connections; ${database.DATABASE_URL ? "Postgres" : "PGlite"}`,
  );
  const resultsFile = join(root, "bench", "results.json");
  writeResults(resultsFile, {
    rows,
    ceiling: ceilingRow.requestsPerSecond,
    peakServerMemoryMb,
    database: database.DATABASE_URL ? "postgres" : "pglite",
    connections,
  });
  console.log(`Written to ${resultsFile}`);
} finally {
  await Promise.all([stop(shop), stop(ceiling), gateway?.close()]);
  log.end();
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
}

/**
 * The floor row (floor.mjs): built and measured while the shop idles, then stopped so it takes no memory from the rest.
 */
async function measureFloor() {
  process.stdout.write("measuring the floor (building a minimal Next.js app) ...\n");
  const floor = await startFloor({ root, port: port + 2, log });
  try {
    return await measure({ url: floor.url }, () => cpuTimeMs(floor.server.pid));
  } finally {
    await stop(floor.server);
    floor.remove();
  }
}
