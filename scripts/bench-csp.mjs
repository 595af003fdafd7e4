// The price of a script nonce on a catalogue page (docs/security.md): the same page of the same
// production build, once served prerendered under the static policy (server.ts) and once rendered per request with
// a fresh nonce (scripts/bench/nonce-everywhere-server.mjs plus Next's draft-mode cookie), each under autocannon.
//
// Usage (after `next build`; CPU-heavy, so under the shared lock):
//   flock /tmp/heavy.lock node scripts/bench-csp.mjs [--path /products/matcha-clay-mask] [--seconds 15] [--connections 10] [--port 4360]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    path: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string" },
    port: { type: "string" },
  },
});
const pagePath = values.path ?? "/products/matcha-clay-mask";
const seconds = Number(values.seconds ?? 15);
const connections = Number(values.connections ?? 10);
const basePort = Number(values.port ?? 4360);

// Next.js renders a prerendered route per request when this cookie carries the build's preview id (draft mode).
const { preview } = JSON.parse(readFileSync(path.join(".next", "prerender-manifest.json"), "utf8"));
const draftCookie = `__prerender_bypass=${preview.previewModeId}`;

async function startServer(script, port) {
  const env = { ...process.env, NODE_ENV: "production", DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-csp-")) };
  const child = spawn(process.execPath, [script, "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}${pagePath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${script} did not answer on port ${port}`);
}

/** One response, to show what the variant really serves: its policy's script-src, its caching, its nonce'd scripts. */
async function describe(url, headers) {
  const response = await fetch(url, { headers });
  const html = await response.text();
  const scriptSrc = (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .find((part) => part.trim().startsWith("script-src"))
    ?.trim();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    scriptSrc,
    noncedScripts: (html.match(/<script[^>]* nonce="/g) ?? []).length,
    kilobytes: +(html.length / 1024).toFixed(1),
  };
}

async function measure(label, script, port, headers) {
  const child = await startServer(script, port);
  try {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    const shape = await describe(url, headers);
    await autocannon({ url, headers, connections, duration: 3 }); // warm-up, not counted
    const result = await autocannon({ url, headers, connections, duration: seconds });
    return {
      variant: label,
      ...shape,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      non2xx: result.non2xx,
    };
  } finally {
    child.kill("SIGTERM");
  }
}

const rows = [
  await measure("static (prerendered, static policy)", "server.ts", basePort, {}),
  await measure("dynamic (per request, nonce)", "scripts/bench/nonce-everywhere-server.mjs", basePort + 1, {
    cookie: draftCookie,
  }),
];
console.log(`${pagePath}, ${connections} connections, ${seconds} s each, ${new Date().toISOString()}`);
console.table(rows);
