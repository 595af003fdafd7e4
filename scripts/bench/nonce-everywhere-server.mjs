// Benchmark harness only, never a way to run the shop: Next.js's production handler, as server.ts wraps it, with a
// fresh script nonce on every request's and response's Content-Security-Policy. With Next's draft-mode cookie a
// prerendered catalogue page is then rendered per request with the nonce stamped on its scripts: the variant a
// catalogue page would be if it carried a nonce (scripts/bench-csp.mjs).
//
// Usage: node scripts/bench/nonce-everywhere-server.mjs -p 4361
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";

import { contentSecurityPolicy, createNonce } from "../../lib/http/content-security-policy.ts";

const { values } = parseArgs({ options: { port: { type: "string", short: "p" } }, strict: false });
const port = Number(values.port ?? 4361);
const app = next({ dev: false, hostname: "127.0.0.1", port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  const policy = contentSecurityPolicy({ nonce: createNonce() });
  request.headers["content-security-policy"] = policy;
  response.setHeader("Content-Security-Policy", policy);
  void handle(request, response);
}).listen(port, "127.0.0.1", () => console.log(`> Ready on http://127.0.0.1:${port}`));
