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

import { missingPathLogLine } from "./lib/http/missing-path-log.mjs";
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

const server = createServer((request, response) => {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFor(request.headers["x-forwarded-for"], request.socket.remoteAddress, trustedHops);
  if (trustedHops === 0) delete request.headers["x-forwarded-for"];
  // Logged here rather than in a catch-all page: unknown paths then get Next's prerendered 404 page, whose HTML
  // holds its message, instead of an on-demand render that throws notFound() and ships an empty body.
  response.once("finish", () => {
    if (response.statusCode === 404) console.warn(missingPathLogLine(request.url));
  });
  handle(request, response).catch((error) => {
    console.error("[server] unhandled request error", error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

server.listen(port, hostname, () => console.log(`> Ready on http://${hostname}:${port}`));

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
