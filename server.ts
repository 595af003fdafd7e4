// The production server: Next.js's own request handler behind a plain Node HTTP server.
//
// Why not `next start`: it only fills in X-Forwarded-For when a request arrives without one, so a client can pick
// the address every rate limit is keyed on. This server knows the socket, and TRUSTED_PROXY_HOPS says how many
// proxies in front of it append to X-Forwarded-For; the client address it derives is handed to the app in
// CLIENT_ADDRESS_HEADER, and any copy of that header sent from outside is dropped first.
//
// The same file starts the standalone build (.next/standalone, which scripts/deploy/assemble-standalone.mjs fills and
// deploy/ runs): there it is the deployment's production start, which refuses to run without the site's address and
// auth secret.
//
// Run by Node 24 itself, which strips the types (erasable syntax only: no enums, no parameter properties), so no build
// step stands between this file and `node`; `npm run typecheck` checks it with the rest.
//
// Usage: node server.ts [-p port] [-H hostname]   (PORT and HOSTNAME work too; defaults 3000 and 0.0.0.0)
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import next from "next";
import type { NextConfig } from "next";

import {
  contentSecurityPolicy,
  createNonce,
  imageHostsFromEnv,
  needsNonce,
} from "./lib/http/content-security-policy.ts";
import { missingPathLogLine } from "./lib/http/missing-path-log.ts";
import { logError, logRequest } from "./lib/observability/json-log.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./lib/observability/request-id.ts";
import { createRequestRecorder } from "./lib/metrics/http-metrics.ts";
import { rememberOwnOrigin } from "./lib/http/own-origin.ts";
import { withRenderClock } from "./lib/cache/render-clock.ts";
import { pageGateKey, waitForEarlierRenders } from "./lib/cache/render-gate.ts";
import { refuseUnexpectedRequest } from "./lib/http/request-guard.ts";
import { checkoutHostsFromEnv, securityHeaders } from "./lib/http/security-headers.ts";
import {
  readResolvedConfig,
  runOnResolvedConfig,
  withRegeneratedPagesInMemory,
} from "./lib/next-private-interfaces.ts";
import { clientAddressFor, CLIENT_ADDRESS_HEADER } from "./lib/rate-limit/client-address-core.ts";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: false,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = String(values.hostname ?? process.env.HOSTNAME ?? "0.0.0.0");
const trustedHops = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? "0", 10) || 0;

// The standalone folder (a deployment) has no next.config.ts. Either way the server runs on the config this build
// resolved, handed over as Next.js's own standalone server.js does (lib/next-private-interfaces.ts): next.config.ts
// imports build-only helpers and would name another deploymentId where git is absent.
const standalone = !existsSync("next.config.ts");
if (standalone) refuseIncompleteDeployment();
runOnResolvedConfig(builtConfig());
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const baselineHeaders = securityHeaders({ production: true, formActionHosts: checkoutHostsFromEnv() });
const policyOptions = { formActionHosts: checkoutHostsFromEnv(), imageHosts: imageHostsFromEnv() };
const staticPolicy = contentSecurityPolicy(policyOptions);
const siteHosts = process.env.NEXT_PUBLIC_SITE_URL ? [new URL(process.env.NEXT_PUBLIC_SITE_URL).host] : [];
// Counted and timed under its route pattern for /api/metrics, refused requests too (lib/metrics/http-metrics.ts), and
// logged as one JSON line under the same pattern (docs/operations.md, Logs): the raw URL may carry an e-mail or token.
const recordRequest = createRequestRecorder(process.cwd());

const server = createServer((request, response) => {
  // The id a shopper can quote: on the request for server code (headers()), on the answer, in every log line.
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], trustedHops);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader("X-Request-Id", requestId);
  // The same id where the browser's script can read it (Performance API): the error page shows it to the shopper.
  response.setHeader("Server-Timing", `request;desc="${requestId}"`);
  recordRequest(request, response, ({ route, method, status, seconds }) =>
    logRequest({
      requestId,
      method,
      route,
      status: status === "aborted" ? status : Number(status),
      durationMs: Math.round(seconds * 10_000) / 10,
    }),
  );
  // Set before Next.js answers, so its own redirects and error answers carry them too; a page may tighten them.
  for (const { key, value } of baselineHeaders) response.setHeader(key, value);
  const refusal = refuseUnexpectedRequest(request, { siteHosts, trustForwardedHost: trustedHops > 0 });
  if (refusal) {
    response.writeHead(refusal.status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(refusal.message);
    return;
  }
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFor(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    trustedHops,
  );
  if (trustedHops === 0) delete request.headers["x-forwarded-for"];
  applyContentSecurityPolicy(request, response);
  // Logged here rather than in a catch-all page, once the answer is sent: every 404 with its sanitised path.
  const requestedUrl = request.url;
  response.once("finish", () => {
    if (response.statusCode === 404) console.warn(missingPathLogLine(requestedUrl));
  });
  // Whatever this request's render stores in Next.js's cache is dated from now (lib/cache/render-clock.ts), and it
  // joins no render of its page that began before the latest revalidation (lib/cache/render-gate.ts).
  const startedAt = Date.now();
  const gateKey = pageGateKey(request.method, request.url);
  const ended = new Promise<void>((done) => response.once("close", done));
  const gate = gateKey ? waitForEarlierRenders(gateKey, startedAt, ended) : Promise.resolve();
  gate
    .then(() => withRenderClock(() => handle(request, response), startedAt))
    .catch((error) => {
      logError("unhandled request error", error, { requestId });
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
});

/**
 * Next.js takes the nonce it stamps on its scripts from the request's Content-Security-Policy header, so the policy
 * goes on the request (replacing anything a client sent) as well as on the response. Done here rather than in
 * proxy.ts so the runtime environment (image and checkout hosts) shapes the policy, not the build's.
 */
function applyContentSecurityPolicy(request: IncomingMessage, response: ServerResponse) {
  delete request.headers["content-security-policy-report-only"];
  // Decoded as Next.js routes it (refuseUnexpectedRequest has already turned away what does not decode): /%63art is /cart.
  const pathname = decodeURIComponent((request.url ?? "/").split(/[?#]/, 1)[0] ?? "/");
  const policy = needsNonce(pathname)
    ? contentSecurityPolicy({ ...policyOptions, nonce: createNonce() })
    : staticPolicy;
  request.headers["content-security-policy"] = policy;
  response.setHeader("Content-Security-Policy", policy);
}

/**
 * A deployed shop without its address writes http://localhost:3000 into e-mails, canonical links and the sitemap, and
 * one without a fixed secret signs sessions nobody else can check: both stop the start with the reason. The repository's
 * `npm start` (the one-command local try-out and the test suites) keeps its defaults.
 */
function refuseIncompleteDeployment(): void {
  const missing = [
    !process.env.NEXT_PUBLIC_SITE_URL &&
      "NEXT_PUBLIC_SITE_URL (the shop's public origin, e.g. https://shop.example.com)",
    (process.env.BETTER_AUTH_SECRET ?? "").length < 32 &&
      "BETTER_AUTH_SECRET (at least 32 characters: openssl rand -base64 32)",
  ].filter(Boolean);
  if (missing.length === 0) return;
  console.error(`[server] refusing to start: set ${missing.join(" and ")}. See .env.example and docs/deploy.md.`);
  process.exit(1);
}

/**
 * The config `next build` resolved (required-server-files.json), which the generated server.js embeds the same way.
 * The Redis cache handler follows REDIS_URL at start, not at build (several instances share one build's cache).
 */
function builtConfig(): NextConfig {
  const config = readResolvedConfig();
  // Either handler dates each entry from the start of the request that rendered it (lib/cache/render-clock.ts).
  const redisCache = process.env.REDIS_URL
    ? { cacheHandler: path.resolve("lib/cache/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.resolve("lib/cache/file-system-cache-handler.mjs") };
  // Without Redis, Next.js writes regenerated pages and cached data into the build folder, where every server started
  // from that folder reads them. PAGE_CACHE=memory keeps them in this process: the test harnesses run shops of other
  // providers and databases from one build, and one shop's pages (a product Shopify sold out) must not reach another.
  const built = { ...config, ...redisCache };
  return process.env.PAGE_CACHE === "memory" ? withRegeneratedPagesInMemory(built) : built;
}

// With -p 0 the system picks a free port; the line names the real one, so a test can start servers without choosing ports.
server.listen(port, hostname, () => {
  const listening = (server.address() as AddressInfo).port;
  rememberOwnOrigin(hostname, listening);
  console.log(`> Ready on http://${hostname}:${listening}`);
});

// Only under --expose-gc (the load test starts the server so): a full collection on request, so the memory read after a
// load is what the shop keeps, not garbage the collector had not reached yet.
const collectGarbage = globalThis.gc;
if (typeof collectGarbage === "function") process.on("SIGUSR2", () => void collectGarbage());

// Graceful shutdown (systemd's stop, `docker stop`, a rolling restart): stop accepting connections, let the requests in
// flight finish, close idle keep-alive sockets so they do not hold the close open, then let Next.js finish its after()
// work (app.close waits for it) before exiting. SHUTDOWN_TIMEOUT_MS bounds it below the supervisor's own kill timer.
const shutdownTimeoutMs = Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS ?? "20000", 10) || 20_000;
let shuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`[server] ${signal}: finishing requests in flight`);
    setTimeout(() => {
      console.error(`[server] still busy after ${shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    server.close(() => {
      app.close().then(
        () => process.exit(0),
        (error) => {
          console.error("[server] shutdown", error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  });
}
