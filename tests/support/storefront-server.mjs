/**
 * A local server that speaks the Shopify Storefront API protocol (POST /api/<version>/graphql.json with a token
 * header). It executes the real documents against the Storefront schema shipped with @shopify/hydrogen-react, keeps
 * carts in memory, and can be told to fail the way Shopify does. Imported by jest; also runs on its own:
 *   node tests/support/storefront-server.mjs --port 3299
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRateSource } from "./rate-source-server.mjs";
import { createCartStore } from "./storefront/cart-store.mjs";
import { defaultCatalogue, editProduct } from "./storefront/catalogue.mjs";
import { GRAPHQL_ERRORS, INVALID_TOKEN_BODY, sendJson, sendStatus } from "./storefront/failures.mjs";
import { runGraphql } from "./storefront/graphql.mjs";
import { sendCatalogueImage, sendCheckoutPage } from "./storefront/pages.mjs";
import { createRoot, createViews } from "./storefront/views.mjs";
import {
  cliOption,
  createScriptedMode,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  startTestHttpServer,
} from "./test-http-server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ENDPOINT = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/;

export { defaultCatalogue };
export const DEFAULT_PUBLIC_TOKEN = "test-public-token";
export const DEFAULT_PRIVATE_TOKEN = "test-private-token";
/** Codes the test shop accepts (percent off the order); any other code is kept on the cart as not applicable. */
export const DEFAULT_DISCOUNT_CODES = { "MATCHA15-TEST": 15 };

export async function startStorefrontServer(options = {}) {
  const { port = 0, host = "127.0.0.1", currencyCode = "AED", shopName = "Matcha Glow" } = options;
  // Each server edits its own copy (POST /__test/product), so one test's price change never reaches another server.
  const catalogue = (options.catalogue ?? defaultCatalogue).map((item) => ({
    compareAtPrice: null,
    availableForSale: true,
    ...item,
  }));
  const tokens = {
    public: options.publicToken ?? DEFAULT_PUBLIC_TOKEN,
    private: options.privateToken ?? DEFAULT_PRIVATE_TOKEN,
  };
  const store = createCartStore(catalogue, options.discountCodes ?? DEFAULT_DISCOUNT_CODES);
  // The public AED rate file under /rates/ (e.g. /rates/v1/currencies/aed.json), for the shops' currency display.
  const rateSource = createRateSource();
  const requests = [];
  const mode = createScriptedMode();
  let origin = "";

  const tokenAccepted = (headers) =>
    headers["x-shopify-storefront-access-token"] === tokens.public ||
    headers["shopify-storefront-private-token"] === tokens.private;

  // Modes that still answer, but with something off: refused mutations, or carts that check out elsewhere.
  const rootFor = (current) => {
    const checkoutOrigin = current.kind === "foreign-checkout" ? `https://${current.host ?? "evil.example"}` : origin;
    const views = createViews({ store, origin, currencyCode, checkoutOrigin });
    const shop = { name: shopName, primaryDomain: { host: new URL(origin).hostname, url: origin, sslEnabled: false } };
    return createRoot({
      store,
      views,
      shop,
      forcedUserErrors: current.kind === "user-errors" ? current.messages : null,
    });
  };

  async function handleGraphql(request, response, apiVersion) {
    const body = parseJson(await readBody(request));
    const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? "")?.[1] ?? null;
    requests.push({
      apiVersion,
      operationName,
      headers: request.headers,
      query: body?.query,
      variables: body?.variables ?? {},
    });
    const failure = mode.take(operationName);
    if (failure.kind === "hang") return; // never answers; close() drops the socket
    // The request is carried out and only then is the answer lost, as when a connection breaks on the way back.
    if (failure.kind === "apply-then-drop" || failure.kind === "apply-then-hang") {
      if (tokenAccepted(request.headers)) await runGraphql(body, rootFor({ kind: "ok" }));
      if (failure.kind === "apply-then-drop") request.socket.destroy();
      return;
    }
    if (failure.kind === "drop") return void request.socket.destroy();
    if (failure.kind === "invalid-token" || !tokenAccepted(request.headers))
      return sendJson(response, 401, INVALID_TOKEN_BODY);
    if (failure.kind === "status") return sendStatus(response, failure.status);
    if (failure.kind === "malformed") {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end("<html>upstream proxy error</html>");
    }
    if (failure.kind === "graphql-error")
      return sendJson(response, 200, { errors: failure.errors ?? GRAPHQL_ERRORS[failure.error] });
    const result = await runGraphql(body, rootFor(failure));
    sendJson(response, 200, result);
  }

  // Lets a test in another process (Playwright) script failures: POST /__test/mode {"mode": {...}, "times": 1};
  // change what Shopify knows: POST /__test/product {"handle", "price"?, "compareAtPrice"?, "availableForSale"?};
  // GET /__test/status answers 200 once the server listens (Playwright's readiness probe).
  async function handleControl(request, response, action) {
    const body = parseJson(await readBody(request)) ?? {};
    if (action === "mode") mode.setMode(body.mode ?? { kind: "ok" }, { times: body.times });
    else if (action === "reset") mode.setMode({ kind: "ok" });
    else if (action === "product") {
      const changed = editProduct(catalogue, body);
      if (!changed)
        return sendJson(response, 404, { ok: false, error: `no product with handle ${String(body.handle)}` });
      return sendJson(response, 200, { ok: true, product: changed });
    }
    sendJson(response, 200, { ok: true, mode: mode.current, requests: requests.length });
  }

  async function handle(request, response) {
    const { pathname } = new URL(request.url ?? "/", origin);
    const graphql = ENDPOINT.exec(pathname);
    if (graphql && request.method === "POST") return handleGraphql(request, response, graphql[1]);
    if (graphql) return sendJson(response, 405, { errors: "Method not allowed" });
    if (pathname.startsWith("/rates/") && rateSource.handle(request, response, pathname.slice("/rates".length))) return;
    if (request.method === "POST" && pathname.startsWith("/__test/"))
      return handleControl(request, response, pathname.slice(8));
    if (request.method === "GET" && pathname === "/__test/status")
      return sendJson(response, 200, { ok: true, mode: mode.current, requests: requests.length });
    if (request.method === "GET" && pathname.startsWith("/checkouts/cn/")) {
      return sendCheckoutPage(response, store, pathname.slice("/checkouts/cn/".length), currencyCode);
    }
    if (request.method === "GET" && pathname.startsWith("/cdn/shop/files/")) {
      return sendCatalogueImage(
        response,
        catalogue,
        path.resolve(here, "../../public"),
        pathname.slice("/cdn/shop/files/".length),
      );
    }
    sendJson(response, 404, { errors: "Not Found" });
  }

  const server = await startTestHttpServer(handle, {
    port,
    host,
    onError: (response, error) => sendJson(response, 500, { errors: [{ message: String(error) }] }),
  });
  origin = server.url;

  return {
    url: origin,
    domain: origin,
    publicToken: tokens.public,
    privateToken: tokens.private,
    requests,
    setMode: mode.setMode,
    getCart: (cartId) => store.get(cartId),
    editProduct: (change) => editProduct(catalogue, change),
    close: server.close,
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startStorefrontServer({
      port: Number(cliOption("port", process.env.STOREFRONT_PORT ?? 3299)),
      host: cliOption("host", "127.0.0.1"),
      publicToken: cliOption("public-token", process.env.SHOPIFY_STOREFRONT_PUBLIC_TOKEN),
      privateToken: cliOption("private-token", process.env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN),
    }),
  (server) =>
    `Storefront API test server on ${server.url} (public token "${server.publicToken}", private token "${server.privateToken}")`,
);
