/**
 * The plumbing every local test server that speaks an outside protocol shares (Storefront API, rate files, images
 * API, Storage API): body reading, JSON answers, listening on a given or free port, closing with open sockets, a
 * scripted failure mode, and running as its own process for Playwright.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** The body as JSON, or null when it is not JSON (a test server answers that the way its service would). */
export function parseJson(body) {
  try {
    return JSON.parse(typeof body === "string" ? body : body.toString("utf8"));
  } catch {
    return null;
  }
}

export function sendJson(response, status, body, contentType = "application/json") {
  response.writeHead(status, { "content-type": contentType });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

/**
 * Serves `handle(request, response)` on `port` (0: one the system picks). A handler that throws gets `onError`'s
 * answer, in the service's own error format. Responses a test left hanging are dropped on close.
 */
export async function startTestHttpServer(
  handle,
  {
    port = 0,
    host = "127.0.0.1",
    onError = (response, error) => sendJson(response, 500, { error: String(error) }),
  } = {},
) {
  const server = http.createServer((request, response) => {
    Promise.resolve()
      .then(() => handle(request, response))
      .catch((error) => {
        if (!response.headersSent) onError(response, error);
      });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A failure a test scripts for the next `times` requests (all of them when not given), after which the server
 * answers normally again: `setMode({ kind: "error", status: 500 }, { times: 1 })`.
 */
export function createScriptedMode() {
  let mode = { kind: "ok" };
  let remaining = Infinity;
  const setMode = (next, { times } = {}) => {
    mode = next;
    remaining = times ?? Infinity;
  };
  return {
    setMode,
    get current() {
      return mode;
    },
    /**
     * The mode for this request, counting it against `times`. A mode naming an `operation` waits for that operation
     * (e.g. "CartLinesAdd"); other requests are answered normally and not counted.
     */
    take(operation) {
      if (mode.operation && mode.operation !== operation) return { kind: "ok" };
      const active = mode;
      if (active.kind !== "ok" && (remaining -= 1) <= 0) setMode({ kind: "ok" });
      return active;
    },
  };
}

export function cliOption(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/**
 * When the module at `moduleUrl` is the script node was started with (Playwright's webServer), starts its server
 * and stops it on SIGINT/SIGTERM. Not top-level await: jest compiles these files to CommonJS.
 */
export function runWhenStartedDirectly(moduleUrl, start, describe) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  start().then((server) => {
    console.log(describe(server));
    const stop = () => server.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
