import { CommerceError } from "@/lib/commerce/errors";
import { createShopifyClient, type ShopifyClientOptions } from "@/lib/commerce/shopify/client";
import { createShopifyProvider } from "@/lib/commerce/shopify/provider";
import { shopQuery } from "@/lib/commerce/shopify/queries";
import { startStorefrontServer, type StorefrontMode, type StorefrontServer } from "../../support/storefront-server.mjs";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setMode({ kind: "ok" });
});

/** The real client against the local server, with a recorded sleep so the back-off costs no time. */
function setup(overrides: ShopifyClientOptions = {}) {
  const sleep = jest.fn((ms: number) => Promise.resolve(void ms));
  const client = createShopifyClient({
    config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
    sleep,
    ...overrides,
  });
  const delays = () => sleep.mock.calls.map(([ms]) => ms);
  return { client, delays };
}

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CommerceError)) throw new Error(`expected a CommerceError, got ${String(error)}`);
  return error;
}

const RETRIED = { attempts: 3, delays: [1000, 2000] };
const NOT_RETRIED = { attempts: 1, delays: [] };

describe("shopifyFetch error classification (specification section 8)", () => {
  test.each<[string, StorefrontMode, string, string, { attempts: number; delays: number[] }]>([
    ["HTTP 401", { kind: "status", status: 401 }, "authentication", "Invalid access token for Shopify", NOT_RETRIED],
    ["HTTP 403", { kind: "status", status: 403 }, "authentication", "Invalid access token for Shopify", NOT_RETRIED],
    ["HTTP 429", { kind: "status", status: 429 }, "rate_limit", "Too many requests. Please wait a moment.", RETRIED],
    ["HTTP 500", { kind: "status", status: 500 }, "network", "Shopify's servers are experiencing issues", RETRIED],
    ["HTTP 502", { kind: "status", status: 502 }, "network", "Shopify's servers are experiencing issues", RETRIED],
    ["HTTP 503", { kind: "status", status: 503 }, "network", "Shopify's servers are experiencing issues", RETRIED],
    ["HTTP 504", { kind: "status", status: 504 }, "network", "Shopify's servers are experiencing issues", RETRIED],
    ["HTTP 418", { kind: "status", status: 418 }, "network", "Connection error occurred", RETRIED],
    ["revoked token", { kind: "invalid-token" }, "authentication", "Invalid access token for Shopify", NOT_RETRIED],
    [
      "GraphQL access denied",
      { kind: "graphql-error", error: "access-denied" },
      "authentication",
      "Invalid access token for Shopify",
      NOT_RETRIED,
    ],
    [
      "GraphQL unauthorized",
      { kind: "graphql-error", error: "unauthorized" },
      "authentication",
      "Invalid access token for Shopify",
      NOT_RETRIED,
    ],
    [
      "GraphQL throttled",
      { kind: "graphql-error", error: "throttled" },
      "rate_limit",
      "Too many requests. Please wait a moment.",
      RETRIED,
    ],
    [
      "GraphQL rate limit",
      { kind: "graphql-error", error: "rate-limited" },
      "rate_limit",
      "Too many requests. Please wait a moment.",
      RETRIED,
    ],
    [
      "other GraphQL error",
      { kind: "graphql-error", error: "other" },
      "graphql",
      "Invalid request to Shopify",
      NOT_RETRIED,
    ],
    ["no answer before the time-out", { kind: "hang" }, "timeout", "Request timed out", RETRIED],
    ["connection dropped", { kind: "drop" }, "unreachable", "Cannot reach Shopify", RETRIED],
    ["a body that is not JSON", { kind: "malformed" }, "unknown", "An unexpected error occurred", RETRIED],
  ])("%s -> %s", async (_label, mode, kind, message, expected) => {
    server.setMode(mode);
    // Only the hanging server needs a short time-out; everywhere else a slow machine must not look like one.
    const { client, delays } = setup(mode.kind === "hang" ? { timeoutMs: 250 } : {});

    const error = await failure(client.request({ query: shopQuery }));

    expect({ kind: error.kind, message: error.message }).toEqual({ kind, message });
    expect(server.requests).toHaveLength(expected.attempts);
    expect(delays()).toEqual(expected.delays);
  });

  test("a wrong token is refused once with the authentication message", async () => {
    const { client } = setup({
      config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: "not-the-token" },
    });

    const error = await failure(client.request({ query: shopQuery }));

    expect(error.message).toBe("Invalid access token for Shopify");
    expect(server.requests).toHaveLength(1);
  });

  test("a server nobody listens on is 'Cannot reach Shopify'", async () => {
    const gone = await startStorefrontServer();
    await gone.close();
    const { client } = setup({
      config: { storeDomain: gone.domain, apiVersion: "2025-07", publicToken: gone.publicToken },
    });

    const error = await failure(client.request({ query: shopQuery }));

    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: "unreachable",
      message: "Cannot reach Shopify",
    });
  });
});

describe("shopifyFetch retries", () => {
  test("a passing 503 is retried and the shop's answer comes through", async () => {
    server.setMode({ kind: "status", status: 503 }, { times: 1 });
    const { client, delays } = setup();

    const data = await client.request<{ shop: { name: string } }>({ query: shopQuery });

    expect(data.shop.name).toBe("Matcha Glow");
    expect(server.requests).toHaveLength(2);
    expect(delays()).toEqual([1000]);
  });

  test("the back-off doubles from 1 s and never exceeds 5 s", async () => {
    server.setMode({ kind: "status", status: 429 });
    const { client, delays } = setup({ maxAttempts: 6 });

    await failure(client.request({ query: shopQuery }));

    expect(delays()).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe("shopifyFetch request", () => {
  test("posts to the versioned endpoint with the public token header", async () => {
    const { client } = setup();

    await client.request({ query: shopQuery, variables: { unused: 1 } });

    const [request] = server.requests;
    expect(request?.apiVersion).toBe("2025-07");
    expect(request?.headers["x-shopify-storefront-access-token"]).toBe(server.publicToken);
    expect(request?.variables).toEqual({ unused: 1 });
  });

  test("prefers the private token when both are configured", async () => {
    const { client } = setup({
      config: {
        storeDomain: server.domain,
        apiVersion: "2025-07",
        publicToken: server.publicToken,
        privateToken: server.privateToken,
      },
    });

    await client.request({ query: shopQuery });

    const [request] = server.requests;
    expect(request?.headers["shopify-storefront-private-token"]).toBe(server.privateToken);
    expect(request?.headers["x-shopify-storefront-access-token"]).toBeUndefined();
  });
});

describe("cart userErrors", () => {
  test("are raised as 'cart error: <messages>' and not retried", async () => {
    server.setMode({ kind: "user-errors", messages: ["Merchandise is out of stock", "Quantity limit reached"] });
    const provider = createShopifyProvider({
      config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
      sleep: () => Promise.resolve(),
    });

    const error = await failure(
      provider.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }]),
    );

    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: "cart",
      message: "cart error: Merchandise is out of stock, Quantity limit reached",
    });
    expect(server.requests).toHaveLength(1);
  });
});
