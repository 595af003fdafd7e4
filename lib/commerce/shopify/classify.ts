import "server-only";
import { CommerceError } from "@/lib/commerce/errors";

export const PROVIDER_NAME = "Shopify";

/** One entry of a GraphQL `errors` array as Shopify sends it. */
export type StorefrontGraphqlError = { message?: string; extensions?: { code?: string } };

const SERVER_ERROR_STATUSES = new Set([500, 502, 503, 504]);

/** Classifies a non-2xx answer (specification section 8). */
export function errorForStatus(status: number): CommerceError {
  if (status === 401 || status === 403) {
    return new CommerceError("authentication", { code: "authentication", provider: PROVIDER_NAME }, { status });
  }
  if (status === 429) return new CommerceError("rate_limit", { code: "rate_limit" }, { status });
  if (SERVER_ERROR_STATUSES.has(status)) {
    return new CommerceError("network", { code: "server_error", provider: PROVIDER_NAME }, { status });
  }
  return new CommerceError("network", { code: "connection" }, { status });
}

/** Shopify words the same condition as a message ("Access denied") or a code (ACCESS_DENIED), so both are read. */
function describe(error: StorefrontGraphqlError): string {
  return `${error.message ?? ""} ${error.extensions?.code ?? ""}`.toLowerCase().replaceAll("_", " ");
}

export function errorForGraphqlErrors(errors: StorefrontGraphqlError[]): CommerceError {
  const text = errors.map(describe).join(" | ");
  const cause = errors.map((error) => error.message).join("; ");
  if (text.includes("access denied") || text.includes("unauthorized")) {
    return new CommerceError("authentication", { code: "authentication", provider: PROVIDER_NAME }, { cause });
  }
  if (text.includes("throttled") || text.includes("rate limit")) {
    return new CommerceError("rate_limit", { code: "rate_limit" }, { cause });
  }
  return new CommerceError("graphql", { code: "graphql", provider: PROVIDER_NAME }, { cause });
}

/** Read by shape, not `instanceof`: fetch's errors may come from another realm (a test VM, an edge runtime). */
function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error !== "object" || error === null) return { name: "", message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { name: typeof name === "string" ? name : "", message: typeof message === "string" ? message : "" };
}

/** Turns whatever a request threw into a CommerceError; `timedOut` is true when our own time-out fired. */
export function errorForThrown(error: unknown, timedOut: boolean): CommerceError {
  if (error instanceof CommerceError) return error;
  const { name, message } = nameAndMessage(error);
  if (timedOut || name === "AbortError" || name === "TimeoutError") {
    return new CommerceError("timeout", { code: "timeout" }, { cause: error });
  }
  // Node's fetch says "fetch failed" (the socket error is in `cause`); browsers say "Failed to fetch".
  if (/fetch failed|failed to fetch|network/i.test(message)) {
    return new CommerceError("unreachable", { code: "unreachable", provider: PROVIDER_NAME }, { cause: error });
  }
  return new CommerceError("unknown", { code: "unexpected" }, { cause: error });
}
