// Profiles one route under load: the production server is profiled over its inspector while autocannon hits the route, and
// the profile is summarised by package and function (cpu-profile-summary.mjs).
// Usage: npm exec -- node scripts/bench/profile-route.mjs "/cart (filled)"   (a scenario name from scenarios.mjs;
// through `npm exec` so the server runs on the shop's Node 24, as `npm start` does, not on whatever `node` the shell
// finds)
// Environment as for run.mjs (BENCH_PORT, BENCH_DATABASE_URL, BENCH_DURATION).
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { connections, measure } from "./measure.mjs";
import { freshDatabase } from "./fresh-database.mjs";
import { startNode, stop } from "./processes.mjs";
import { preparePaymentSession, startBenchGateway } from "./payment-bench.mjs";
import { scenarios, startPaymentName } from "./scenarios.mjs";
import { prepareSession } from "./shop-session.mjs";

const root = resolve(import.meta.dirname, "..", "..");
const name = process.argv[2] ?? "/cart (filled)";
const port = Number(process.env.BENCH_PORT ?? 3951);
const origin = `http://127.0.0.1:${port}`;
const workDir = mkdtempSync(join(tmpdir(), "shop-profile-"));
const database = freshDatabase(root, {
  url: process.env.BENCH_DATABASE_URL,
  name: process.env.BENCH_DATABASE_NAME ?? "shop_bench",
  workDir,
});

// The profile is taken over the inspector around the measurement only, so the session's set-up (the carts Pay now
// fills through add to cart, say) is not counted as the route's work.
const inspectPort = port + 4;
const payment = name === startPaymentName ? await startBenchGateway(port + 3) : null;
const shop = await startNode(
  [`--inspect=127.0.0.1:${inspectPort}`, "server.ts", "-p", String(port), "-H", "127.0.0.1"],
  {
    env: {
      ...database,
      ...payment?.env,
      ...(process.env.DB_LOG_QUERIES ? { DB_LOG_QUERIES: "1" } : {}),
      TRUSTED_PROXY_HOPS: "1",
      NODE_ENV: "production",
    },
    readyUrl: `${origin}/api/health`,
    log: createWriteStream(join(workDir, "server.log")),
  },
);
const profilePath = join(workDir, "route.cpuprofile");

/** The server's inspector session (Chrome DevTools Protocol over WebSocket), for Profiler.start and .stop. */
async function connectProfiler(inspectorPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.onopen = open;
    socket.onerror = fail;
  });
  const waiting = new Map();
  let nextId = 1;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  return {
    send: (method) =>
      new Promise((answer) => {
        const id = nextId++;
        waiting.set(id, answer);
        socket.send(JSON.stringify({ id, method }));
      }),
    close: () => socket.close(),
  };
}

try {
  const session = await prepareSession(root, origin, connections);
  if (payment) await preparePaymentSession(origin, session);
  const scenario = scenarios(origin, session).find((entry) => entry.name === name);
  if (!scenario) throw new Error(`no scenario named ${name}`);
  const profiler = await connectProfiler(inspectPort);
  await profiler.send("Profiler.enable");
  await profiler.send("Profiler.start");
  console.log(name, await measure(scenario));
  const { profile } = await profiler.send("Profiler.stop");
  writeFileSync(profilePath, JSON.stringify(profile));
  profiler.close();
} finally {
  await Promise.all([stop(shop), payment?.gateway.close()]);
}
console.log(`profile: ${profilePath}`);
execFileSync(
  process.execPath,
  [
    join(import.meta.dirname, "cpu-profile-summary.mjs"),
    profilePath,
    "30",
    String(Number(process.env.BENCH_DURATION ?? 8) + 1),
  ],
  { stdio: "inherit" },
);
