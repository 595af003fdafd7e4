/**
 * A local stand-in for the public currency-rate files (GET .../currencies/aed.json answering
 * `{ "date": "...", "aed": { "sar": 1.02, ... } }`), which can be told to fail the ways a public CDN does.
 * Imported by jest; runs on its own (node tests/support/rate-source-server.mjs --port 3296), and under /rates/ on the
 * Storefront API test server, which is where Playwright's shops fetch their rates.
 */
import {
  cliOption,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  sendJson,
  startTestHttpServer,
} from "./test-http-server.mjs";

/** Roughly real AED cross rates; round enough that converted prices are easy to assert. */
export const defaultAedRates = {
  aed: 1,
  sar: 1.02,
  kwd: 0.0837,
  qar: 0.99,
  bhd: 0.1026,
  omr: 0.1048,
  usd: 0.2723,
  eur: 0.25,
  gbp: 0.2143,
  jpy: 41.5,
  krw: 380,
  btc: 0.0000041,
};

const send = (response, status, body, contentType = "application/json; charset=utf-8") =>
  sendJson(response, status, body, contentType);

/**
 * The rate file and its controls as a request handler, so the Storefront API test server can serve them too
 * (Playwright's port range has no room for one more server). `handle` answers and returns true for its paths.
 */
export function createRateSource(options = {}) {
  let rates = options.rates ?? defaultAedRates;
  let mode = "ok";
  let requests = 0;

  function answerRates(response) {
    requests += 1;
    if (mode === "hang") return; // never answers; closing the server drops the socket
    if (mode === "down") return send(response, 503, "Service Unavailable", "text/plain");
    if (mode === "malformed") return send(response, 200, "<html>cdn error page</html>");
    if (mode === "no-aed") return send(response, 200, { date: "2026-11-23", usd: { aed: 3.6725 } });
    if (mode === "non-numeric")
      return send(response, 200, {
        date: "2026-11-23",
        aed: { sar: "1.02", usd: null, eur: "n/a", jpy: -41.5, kwd: 0.0837 },
      });
    send(response, 200, { date: "2026-11-23", aed: rates });
  }

  async function control(request, response) {
    const body = parseJson(await readBody(request)) ?? {};
    mode = typeof body.mode === "string" ? body.mode : "ok";
    send(response, 200, { ok: true, mode });
  }

  return {
    handle(request, response, pathname) {
      if (request.method === "GET" && pathname.endsWith("/aed.json")) return (answerRates(response), true);
      if (request.method === "GET" && pathname === "/__test/status")
        return (send(response, 200, { ok: true, mode, requests }), true);
      // POST /__test/mode {"mode": "down"} lets a test in another process (Playwright) script failures.
      if (request.method === "POST" && pathname === "/__test/mode") return (void control(request, response), true);
      return false;
    },
    get requests() {
      return requests;
    },
    setMode: (next) => {
      mode = next;
    },
    setRates: (next) => {
      rates = next;
    },
  };
}

export async function startRateSourceServer(options = {}) {
  const { port = 0, host = "127.0.0.1" } = options;
  const source = createRateSource(options);
  const server = await startTestHttpServer(
    (request, response) => {
      const { pathname } = new URL(request.url ?? "/", "http://localhost");
      if (!source.handle(request, response, pathname)) send(response, 404, { error: "Not Found" });
    },
    { port, host },
  );
  const origin = server.url;

  return {
    url: origin,
    ratesUrl: `${origin}/v1/currencies/aed.json`,
    get requests() {
      return source.requests;
    },
    setMode: source.setMode,
    setRates: source.setRates,
    close: server.close,
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () => startRateSourceServer({ port: Number(cliOption("port", 3296)), host: cliOption("host", "127.0.0.1") }),
  (server) => `Rate source test server on ${server.ratesUrl}`,
);
