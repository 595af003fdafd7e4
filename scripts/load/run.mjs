// npm run load: the production server on loopback with a fresh database, under autocannon at 50 connections for 20 s
// per target: `/`, a product page, add-to-cart (the server action, a new cart each time), sign-in (Better Auth, a
// real confirmed account) and an order lookup (the track-order form). Counts answers by status class; any answer
// that is not 2xx/3xx fails the run, except 429 from a target whose rate limit is meant to trip (counted apart).
// The targets run twice (LOAD_PASSES). Server memory (RSS) is read after a warm-up, at its peak, and after each pass
// and a settle period; the run fails when the settled RSS after the last pass is more than LOAD_FLAT_MB (default 50)
// above the highest after an earlier pass, i.e. when memory keeps growing with the number of requests.
//
// Environment: LOAD_DATABASE_URL (a Postgres server; a fresh database LOAD_DATABASE_NAME, default `shop_load`, is
// created on it; otherwise PGlite in a temporary folder), LOAD_PORT (default 3961; the mail capture server takes the
// next two), LOAD_CONNECTIONS (50), LOAD_DURATION seconds per target (20), LOAD_PAUSE seconds between targets (5),
// LOAD_SETTLE seconds (20), LOAD_FLAT_MB, LOAD_TIMEOUT seconds after which a request counts as failed (10).
// The bounded form in scripts/test-all.sh: LOAD_DURATION=3 LOAD_SETTLE=5 LOAD_PAUSE=1 LOAD_PASSES=3. Run it under the
// heavy-work lock.
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import autocannon from "autocannon";

import { ensureBuild } from "../bench/ensure-build.mjs";
import { freshDatabase } from "../bench/fresh-database.mjs";
import { startNode, stop, throwawayAuthSecret } from "../bench/processes.mjs";
import { readActionIds, readMerchandiseId, readTrackOrderForm } from "../bench/shop-session.mjs";
import { createConfirmedAccount } from "./account.mjs";
import { collectedResidentMb, residentMb, sampleResidentMb } from "./memory.mjs";
import { loadTargets } from "./targets.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const port = Number(process.env.LOAD_PORT ?? 3961);
const origin = `http://127.0.0.1:${port}`;
const mailApi = `http://127.0.0.1:${port + 2}`;
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.LOAD_DURATION ?? 20);
const settleSeconds = Number(process.env.LOAD_SETTLE ?? 20);
const flatMb = Number(process.env.LOAD_FLAT_MB ?? 50);
const passes = Math.max(2, Number(process.env.LOAD_PASSES ?? 2));
const pauseSeconds = Number(process.env.LOAD_PAUSE ?? 5);
const productPath = "/products/matcha-clay-mask";

ensureBuild(root);

const workDir = mkdtempSync(join(tmpdir(), "shop-load-"));
const log = createWriteStream(join(workDir, "server.log"));
const database = freshDatabase(root, {
  url: process.env.LOAD_DATABASE_URL,
  name: process.env.LOAD_DATABASE_NAME ?? "shop_load",
  workDir,
});
const databaseName = database.DATABASE_URL ? "Postgres" : "PGlite";

const timeoutSeconds = Number(process.env.LOAD_TIMEOUT ?? 10);
const run = (options) =>
  new Promise((done, fail) =>
    autocannon({ connections, timeout: timeoutSeconds, ...options }, (error, result) =>
      error ? fail(error) : done(result),
    ),
  );

/** Status classes of one run; `unexpected` is everything a shopper should never get. */
function tally(target, result) {
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const limited = target.limited ? (codes["429"] ?? 0) : 0;
  // autocannon's `errors` already include its `timeouts` (no answer within LOAD_TIMEOUT seconds) and socket errors.
  const unexpected = result["1xx"] + result["4xx"] + result["5xx"] - limited + result.errors;
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok2xx: result["2xx"],
    redirect3xx: result["3xx"],
    limited429: limited,
    timeouts: result.timeouts,
    unexpected,
    codes,
  };
}

let shop;
let mail;
let failed = false;
try {
  mail = await startNode(
    [
      join(root, "tests/support/mail-capture-server.mjs"),
      "--smtp-port",
      String(port + 1),
      "--http-port",
      String(port + 2),
    ],
    { readyUrl: `${mailApi}/__test/status`, log },
  );
  console.log(`Starting the shop on ${origin} (${databaseName}, log in ${workDir}/server.log)`);
  // --expose-gc: server.ts then collects garbage on SIGUSR2, which the memory readings below ask for first.
  shop = await startNode(["--expose-gc", "server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...database,
      NODE_ENV: "production",
      // The pages it regenerates stay in this process, out of the build folder other test servers start from.
      PAGE_CACHE: "memory",
      // One trusted hop lets each request speak for another shopper through X-Forwarded-For.
      TRUSTED_PROXY_HOPS: "1",
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      BETTER_AUTH_URL: origin,
      BETTER_AUTH_SECRET: throwawayAuthSecret,
    },
    readyUrl: `${origin}/api/health`,
    log,
  });

  const account = {
    email: `load-${Date.now()}@example.com`,
    password: "matcha load test password",
    firstName: "Load",
    lastName: "Tester",
  };
  await createConfirmedAccount(origin, mailApi, account);
  const actionIds = readActionIds(root);
  const session = {
    productPath,
    actionIds,
    merchandiseId: await readMerchandiseId(origin, productPath),
    trackOrderFields: await readTrackOrderForm(origin),
    account,
  };
  const targets = loadTargets(origin, session);

  // A few requests to every target first, so first-use compilation and pools are not counted as growth.
  for (const target of targets.filter((entry) => !entry.limited))
    await run({ url: target.url, amount: 50, connections: 5, requests: [target.request ?? {}] });
  const sampler = sampleResidentMb(shop.pid);
  const beforeMb = residentMb(shop.pid);

  // Two identical passes: the first grows the heap to what this load needs (V8 keeps it), the second shows whether
  // memory keeps growing with more requests, which is what a leak does.
  const settled = [];
  const rows = [];
  for (let pass = 1; pass <= passes; pass += 1) {
    for (const target of targets) {
      process.stdout.write(
        `pass ${pass}: loading ${target.name} (${connections} connections, ${durationSeconds} s) ...\n`,
      );
      const row = {
        name: `${target.name} (pass ${pass})`,
        ...tally(target, await run({ url: target.url, duration: durationSeconds, requests: [target.request ?? {}] })),
      };
      // On a slow machine a single-threaded PGlite server can spend a whole short window finishing the previous
      // target's requests, so a window with no answer is retried with one request and a long wait: a target that
      // answers that is slow, which the bench measures; one that does not is broken.
      if (row.requests === 0 && row.unexpected === 0) {
        const retry = tally(
          target,
          await run({ url: target.url, amount: 1, connections: 1, timeout: 30, requests: [target.request ?? {}] }),
        );
        process.stdout.write(
          `  no answer within ${durationSeconds} s; one request afterwards: ${retry.requests === 1 && retry.unexpected === 0 ? `answered in ${retry.p50} ms` : "no answer"}\n`,
        );
        Object.assign(row, {
          requests: retry.requests,
          unexpected: retry.unexpected,
          timeouts: retry.timeouts,
          codes: retry.codes,
        });
      }
      rows.push(row);
      // Requests still in flight when a run ends are finished by the server afterwards; they must not slow the next
      // target.
      await new Promise((done) => setTimeout(done, pauseSeconds * 1000));
    }
    await new Promise((done) => setTimeout(done, settleSeconds * 1000));
    settled.push(await collectedResidentMb(shop.pid));
  }
  const peakMb = sampler.stop();

  console.log(
    `\n${databaseName}, ${connections} connections, ${durationSeconds} s per target, ${passes} passes, ${new Date().toISOString()}`,
  );
  console.table(
    Object.fromEntries(
      rows.map(({ name, codes, ...row }) => [
        name,
        {
          ...row,
          statuses: Object.entries(codes)
            .map(([code, count]) => `${code}:${count}`)
            .join(" "),
        },
      ]),
    ),
  );
  // The earlier passes grow the heaps (V8's, and PGlite's WebAssembly memory, which never shrinks) to what this load
  // needs; what the last pass still adds above the highest of them is what the requests leave behind. Against the
  // highest rather than the pass just before: the allocator hands freed pages back unevenly, so one settled reading can
  // dip 70 MB below its neighbours (646, 573, 655 MB in one CI run), while a leak leaves every pass above all before
  // it.
  const growth = settled.at(-1) - Math.max(...settled.slice(0, -1));
  console.log(
    `Server RSS: ${beforeMb} MB after the warm-up, ${peakMb} MB at peak, ${settled.map((mb, index) => `${mb} MB after pass ${index + 1} and ${settleSeconds} s settling`).join(", ")} (last pass over the highest earlier one ${growth >= 0 ? "+" : ""}${growth} MB; flat means at most +${flatMb} MB)`,
  );

  // A target that answered nothing within its run is as broken as one that answered 500.
  const unexpected = rows.filter((row) => row.unexpected > 0 || row.requests === 0);
  if (unexpected.length > 0) {
    failed = true;
    console.error(
      `FAIL: unexpected answers from ${unexpected
        .map(
          (row) =>
            `${row.name} (${row.unexpected}, ${row.timeouts} of them time-outs: ${Object.entries(row.codes)
              .map(([code, count]) => `${code}:${count}`)
              .join(" ")})`,
        )
        .join(", ")}; see ${workDir}/server.log`,
    );
  }
  if (growth > flatMb) {
    failed = true;
    console.error(
      `FAIL: server memory kept growing: +${growth} MB after pass ${passes} above every earlier pass (allowed +${flatMb} MB)`,
    );
  }
} finally {
  await Promise.all([stop(shop), stop(mail)]);
  log.end();
  if (!process.env.LOAD_KEEP && !failed) rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
