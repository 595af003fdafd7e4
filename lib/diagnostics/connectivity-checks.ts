import "server-only";

import { createStorefrontClient } from "@shopify/hydrogen-react/storefront-client";
import { z } from "zod";

import { diagnosticsMessages as text } from "@/content/messages/en/diagnostics";
import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";
import { PROVIDER_NAME } from "@/lib/commerce/shopify/classify";
import type { ShopifyConfig } from "@/lib/commerce/shopify/config";
import type { DiagnosticCheck, DiagnosticsReport } from "./report";

/** Specification section 9: diagnostics give the provider 5 s. */
export const DIAGNOSTICS_TIMEOUT_MS = 5_000;

const shopQuery = "query DiagnosticsShop { shop { name primaryDomain { host url } } }";

/** The provider's answer is outside data: read through zod, never trusted by shape. */
const shopAnswerSchema = z.object({
  data: z.object({
    shop: z.object({ name: z.string().min(1), primaryDomain: z.object({ host: z.string().min(1), url: z.url() }) }),
  }),
});

type Outcome = { status: number; body: unknown } | { error: "timeout" | "unreachable" };

async function postShopQuery(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: shopQuery, variables: {} }),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch (error) {
    // Read by shape: fetch's errors may come from another realm, where instanceof Error is false.
    const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
    return { error: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable" };
  }
}

function failureDetail(outcome: Outcome, timeoutMs: number): string {
  if ("error" in outcome)
    return outcome.error === "timeout" ? text.details.timedOut(timeoutMs / 1000) : text.details.unreachable;
  return text.details.status(outcome.status);
}

export type ConnectivityInput = { config: ShopifyConfig; allowedHosts: string[]; timeoutMs?: number };

/**
 * The ?debug=1 panel's three checks, run on the server: the shop answers with the real token, its primary domain is
 * one the shop may send shoppers to, and a made-up token is refused with 401. The two requests run side by side.
 */
export async function runConnectivityChecks({
  config,
  allowedHosts,
  timeoutMs = DIAGNOSTICS_TIMEOUT_MS,
}: ConnectivityInput): Promise<DiagnosticsReport> {
  const storefront = createStorefrontClient({
    storeDomain: config.storeDomain,
    storefrontApiVersion: config.apiVersion,
    privateStorefrontToken: config.privateToken,
    publicStorefrontToken: config.publicToken,
  });
  const url = storefront.getStorefrontApiUrl();
  const realHeaders = config.privateToken ? storefront.getPrivateTokenHeaders() : storefront.getPublicTokenHeaders();
  const invalidHeaders = {
    "content-type": "application/json",
    "X-Shopify-Storefront-Access-Token": `invalid-${crypto.randomUUID()}`,
  };

  const [real, invalid] = await Promise.all([
    postShopQuery(url, realHeaders, timeoutMs),
    postShopQuery(url, invalidHeaders, timeoutMs),
  ]);

  const parsed = "status" in real && real.status === 200 ? shopAnswerSchema.safeParse(real.body) : null;
  const shop = parsed?.success ? parsed.data.data.shop : null;
  const reachable: DiagnosticCheck = {
    id: "reachable",
    label: text.checks.reachable,
    pass: shop !== null,
    detail: shop
      ? text.details.reachable(shop.name, shop.primaryDomain.host)
      : parsed
        ? text.details.unexpectedBody
        : failureDetail(real, timeoutMs),
  };
  const allowed = shop ? isAllowedCheckoutUrl(shop.primaryDomain.url, allowedHosts) : false;
  const domainAllowed: DiagnosticCheck = {
    id: "domain-allowed",
    label: text.checks.domainAllowed,
    pass: allowed,
    detail: !shop
      ? text.details.noHost
      : allowed
        ? text.details.hostAllowed(shop.primaryDomain.host)
        : text.details.hostRefused(shop.primaryDomain.host),
  };
  const refused = "status" in invalid && invalid.status === 401;
  const invalidToken: DiagnosticCheck = {
    id: "invalid-token-401",
    label: text.checks.invalidToken,
    pass: refused,
    detail: refused
      ? text.details.refused401
      : "status" in invalid
        ? text.details.notRefused(invalid.status)
        : failureDetail(invalid, timeoutMs),
  };

  return {
    provider: PROVIDER_NAME,
    checkedAt: new Date().toISOString(),
    shop: shop ? { name: shop.name, primaryDomain: shop.primaryDomain.host } : null,
    checks: [reachable, domainAllowed, invalidToken],
  };
}
