import "server-only";
// The subpath, not the package root: the root also loads React providers that call createContext at import,
// which does not exist in the react-server build that server actions and server components run on.
import { createStorefrontClient } from "@shopify/hydrogen-react/storefront-client";
import { CommerceError } from "@/lib/commerce/errors";
import { errorForGraphqlErrors, errorForStatus, errorForThrown, type StorefrontGraphqlError } from "./classify";
import { getShopifyConfig, type ShopifyConfig } from "./config";

export type ShopifyRequest = { query: string; variables?: Record<string, unknown> };

/** Every timing is injectable so tests can run the retry schedule without waiting for it. */
export type ShopifyClientOptions = {
  config?: ShopifyConfig;
  timeoutMs?: number;
  maxAttempts?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type ShopifyClient = { request<T>(request: ShopifyRequest): Promise<T> };

// Specification section 9: 10 s time-out, 3 attempts, back-off 1 s doubling, capped at 5 s.
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_INITIAL_BACKOFF_MS = 1_000;
export const DEFAULT_MAX_BACKOFF_MS = 5_000;

type GraphqlResponse<T> = { data?: T | null; errors?: StorefrontGraphqlError[] };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Endpoint = { url: string; headers: Record<string, string> };

function endpointFor(config: ShopifyConfig): Endpoint {
  const storefront = createStorefrontClient({
    storeDomain: config.storeDomain,
    storefrontApiVersion: config.apiVersion,
    privateStorefrontToken: config.privateToken,
    publicStorefrontToken: config.publicToken,
  });
  // The private token is meant for server-to-server calls and is throttled less, so it wins when both are set.
  const headers = config.privateToken ? storefront.getPrivateTokenHeaders() : storefront.getPublicTokenHeaders();
  return { url: storefront.getStorefrontApiUrl(), headers };
}

async function requestOnce<T>(endpoint: Endpoint, body: string, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint.url, {
      method: "POST",
      headers: endpoint.headers,
      body,
      signal: controller.signal,
      cache: "no-store",
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw errorForStatus(response.status);
    }
    const payload = (await response.json()) as GraphqlResponse<T>;
    if (Array.isArray(payload.errors) && payload.errors.length > 0) throw errorForGraphqlErrors(payload.errors);
    if (payload.data == null) throw new CommerceError("unknown", { code: "unexpected" });
    return payload.data;
  } catch (error) {
    throw errorForThrown(error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

export function createShopifyClient(options: ShopifyClientOptions = {}): ShopifyClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const initialBackoffMs = options.initialBackoffMs ?? DEFAULT_INITIAL_BACKOFF_MS;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  const sleep = options.sleep ?? wait;
  // Read lazily: choosing the Shopify provider must not fail at import time (for example during `next build`).
  let endpoint: Endpoint | undefined;

  return {
    async request<T>({ query, variables }: ShopifyRequest): Promise<T> {
      endpoint ??= endpointFor(options.config ?? getShopifyConfig());
      const body = JSON.stringify({ query, variables: variables ?? {} });
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await requestOnce<T>(endpoint, body, timeoutMs);
        } catch (error) {
          const failure = errorForThrown(error, false);
          if (!failure.retryable || attempt >= maxAttempts) throw failure;
          await sleep(Math.min(initialBackoffMs * 2 ** (attempt - 1), maxBackoffMs));
        }
      }
    },
  };
}

let defaultClient: ShopifyClient | undefined;

/** One POST to the Storefront API with the shop's time-out, retry and error rules. */
export function shopifyFetch<T>(request: ShopifyRequest): Promise<T> {
  defaultClient ??= createShopifyClient();
  return defaultClient.request<T>(request);
}
