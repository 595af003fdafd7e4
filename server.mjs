// The production server: Next.js's own request handler behind a plain Node HTTP server.
//
// Why not `next start`: it only fills in X-Forwarded-For when a request arrives without one, so a client can pick
// the address every rate limit is keyed on. This server knows the socket, and TRUSTED_PROXY_HOPS says how many
// proxies in front of it append to X-Forwarded-For; the client address it derives is handed to the app in
// CLIENT_ADDRESS_HEADER, and any copy of that header sent from outside is dropped first.
//
// Usage: node server.mjs [-p port] [-H hostname]   (PORT and HOSTNAME work too; defaults 3000 and 0.0.0.0)
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";

import { refuseUnexpectedRequest } from "./lib/http/request-guard.mjs";
import { contentSecurityPolicy, createNonce, imageHostsFromEnv, needsNonce } from "./lib/http/content-security-policy.mjs";
import { checkoutHostsFromEnv, securityHeaders } from "./lib/http/security-headers.mjs";
import { missingPathLogLine } from "./lib/http/missing-path-log.mjs";
import { keepNotFoundUncached, prerenderedPaths, unknownCatalogueTarget } from "./lib/http/unknown-catalogue-path.mjs";
import { clientAddressFor, CLIENT_ADDRESS_HEADER } from "./lib/rate-limit/client-address-core.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: false,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = String(values.hostname ?? process.env.HOSTNAME ?? "0.0.0.0");
const trustedHops = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? "0", 10) || 0;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const baselineHeaders = securityHeaders({ production: true, formActionHosts: checkoutHostsFromEnv() });
const policyOptions = { formActionHosts: checkoutHostsFromEnv(), imageHosts: imageHostsFromEnv() };
const staticPolicy = contentSecurityPolicy(policyOptions);
const siteHosts = process.env.NEXT_PUBLIC_SITE_URL ? [new URL(process.env.NEXT_PUBLIC_SITE_URL).host] : [];
const prerendered = prerenderedPaths(".next");

const server = createServer((request, response) => {
  // Set before Next.js answers, so its own redirects and error answers carry them too; a page may tighten them.
  for (const { key, value } of baselineHeaders) response.setHeader(key, value);
  const refusal = refuseUnexpectedRequest(request, { siteHosts, trustForwardedHost: trustedHops > 0 });
  if (refusal) {
    response.writeHead(refusal.status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end(refusal.message);
    return;
  }
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFor(request.headers["x-forwarded-for"], request.socket.remoteAddress, trustedHops);
  if (trustedHops === 0) delete request.headers["x-forwarded-for"];
  applyContentSecurityPolicy(request, response);
  // Logged here rather than in a catch-all page: unknown paths then get Next's prerendered 404 page, whose HTML
  // holds its message, instead of an on-demand render that throws notFound() and ships an empty body.
  const requestedUrl = request.url;
  response.once("finish", () => {
    if (response.statusCode === 404) console.warn(missingPathLogLine(requestedUrl));
  });
  // An unknown product or bundle gets its prerendered not-found page as a 404 no cache keeps, never a route-cache entry.
  // Every other 404 (unknown bundles and paths get Next's prerendered 404, marked s-maxage) is kept by no cache either.
  const unknownCatalogueEntry = unknownCatalogueTarget(request.url ?? "/", prerendered);
  if (unknownCatalogueEntry) request.url = unknownCatalogueEntry;
  keepNotFoundUncached(response, { notFound: Boolean(unknownCatalogueEntry) });
  handle(request, response).catch((error) => {
    console.error("[server] unhandled request error", error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

/**
 * Next.js takes the nonce it stamps on its scripts from the request's Content-Security-Policy header, so the policy
 * goes on the request (replacing anything a client sent) as well as on the response. Done here rather than in
 * proxy.ts so the runtime environment (image and checkout hosts) shapes the policy, not the build's.
 */
function applyContentSecurityPolicy(request, response) {
  delete request.headers["content-security-policy-report-only"];
  // Decoded as Next.js routes it (refuseUnexpectedRequest has already turned away what does not decode): /%63art is /cart.
  const pathname = decodeURIComponent((request.url ?? "/").split(/[?#]/, 1)[0] ?? "/");
  const policy = needsNonce(pathname) ? contentSecurityPolicy({ ...policyOptions, nonce: createNonce() }) : staticPolicy;
  request.headers["content-security-policy"] = policy;
  response.setHeader("Content-Security-Policy", policy);
}

// With -p 0 the system picks a free port; the line names the real one, so a test can start servers without choosing ports.
server.listen(port, hostname, () => console.log(`> Ready on http://${hostname}:${server.address().port}`));

// Only under --expose-gc (the load test starts the server so): a full collection on request, so the memory read after a
// load is what the shop keeps, not garbage the collector had not reached yet.
if (typeof globalThis.gc === "function") process.on("SIGUSR2", () => globalThis.gc());

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
