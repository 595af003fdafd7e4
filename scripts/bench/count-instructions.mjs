// Counts the machine instructions one route costs per request: the production server runs under valgrind's
// callgrind with instrumentation off through start-up and a warm-up, then on for a fixed number of requests.
// Instruction counts do not move with the machine's speed or other work on it, so a change of a few percent shows,
// where throughput on a shared machine moves by ±15 to 50% within the hour. Slow: about 5 to 10 minutes.
// Usage: npm exec -- node scripts/bench/count-instructions.mjs "/cart (filled)" [warm-up requests] [counted requests]
// Environment as for run.mjs (BENCH_PORT, BENCH_DATABASE_URL). Under valgrind V8's time-based heuristics collect
// more often than at full speed, so compare counts with each other, not with CPU milliseconds.
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { ensureBuild } from "./ensure-build.mjs";
import { connections } from "./measure.mjs";
import { freshDatabase } from "./fresh-database.mjs";
import { startNode, stop } from "./processes.mjs";
import { scenarios } from "./scenarios.mjs";
import { prepareSession } from "./shop-session.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const [name = "/cart (filled)", warmUp = "150", counted = "60"] = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 3951);
const origin = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "shop-instructions-"));
const database = freshDatabase(root, {
  url: process.env.BENCH_DATABASE_URL,
  name: process.env.BENCH_DATABASE_NAME ?? "shop_bench",
  workDir,
});

ensureBuild(root);
const valgrind = [
  "--tool=callgrind",
  "--instr-atstart=no",
  `--callgrind-out-file=${join(workDir, "callgrind.%p")}`,
  process.execPath,
];
const shop = await startNode([...valgrind, "server.ts", "-p", String(port), "-H", "127.0.0.1"], {
  command: "valgrind",
  env: { ...database, TRUSTED_PROXY_HOPS: "1", NODE_ENV: "production" },
  readyUrl: `${origin}/api/health`,
  log: createWriteStream(join(workDir, "server.log")),
  timeoutMs: 900_000,
});

/** One request on a connection of its own: under valgrind the server's keep-alive time-out can close a reused one. */
function send({ method = "GET", path, headers = {}, body }) {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(origin + path, { method, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode < 400 ? done() : fail(new Error(`${method} ${path} answered ${response.statusCode}`)),
      );
    });
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}

/** `count` requests, two at a time (a page waiting on its database read leaves the thread to the other). */
async function run(scenario, count) {
  const next = () => {
    const { request } = scenario;
    if (!request) return { path: new URL(scenario.url).pathname };
    return request.setupRequest ? request.setupRequest({ ...request, headers: {} }) : request;
  };
  let left = count;
  const worker = async () => {
    while (left-- > 0) await send(next());
  };
  await Promise.all([worker(), worker()]);
}

let total = 0;
try {
  const session = await prepareSession(root, origin, connections);
  const scenario = scenarios(origin, session).find((entry) => entry.name === name);
  if (!scenario) throw new Error(`no scenario named ${name}`);
  await run(scenario, Number(warmUp));
  execFileSync("callgrind_control", ["--instr=on", String(shop.pid)], { stdio: "ignore" });
  await run(scenario, Number(counted));
  execFileSync("callgrind_control", ["--instr=off", String(shop.pid)], { stdio: "ignore" });
  execFileSync("callgrind_control", ["--dump", String(shop.pid)], { stdio: "ignore" });
  for (const file of readdirSync(workDir).filter((entry) => entry.startsWith("callgrind."))) {
    total += Number(/^totals: (\d+)/m.exec(readFileSync(join(workDir, file), "utf8"))?.[1] ?? 0);
  }
} finally {
  await stop(shop);
}
if (total === 0) throw new Error(`callgrind counted nothing; its files are in ${workDir}`);
console.log(
  `${name}: ${(total / Number(counted) / 1e6).toFixed(1)} million instructions per request (${counted} requests after ${warmUp}; files in ${workDir})`,
);
