// Serves the floor app (floor.mjs) the way server.ts serves the shop: Next.js's request handler behind a plain Node
// HTTP server, without the shop's headers, guards or pages.
// Usage: node floor-server.mjs <app-dir> <port>
import { createServer } from "node:http";

import next from "next";

const [dir, port] = process.argv.slice(2);
const app = next({ dev: false, dir, hostname: "127.0.0.1", port: Number(port) });
const handle = app.getRequestHandler();
await app.prepare();
createServer((request, response) => void handle(request, response)).listen(Number(port), "127.0.0.1", () =>
  console.log(`floor ready on ${port}`),
);
