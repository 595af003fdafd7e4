// The Content-Security-Policy of every page, in two variants (docs/security.md):
// - pages that carry shopper data or mutations are rendered per request, so server.ts gives each response a fresh
//   nonce with 'strict-dynamic' and Next.js stamps that nonce on its own scripts;
// - catalogue and content pages are prerendered once for everyone, so they cannot carry a nonce, and their inline
//   scripts (React's flight data, which changes whenever a catalogue tag is revalidated) cannot be hashed at build
//   time either: they get what Next.js documents for static pages, 'self' plus 'unsafe-inline' for scripts.
import { createHash, randomFillSync } from "node:crypto";

import { consentPendingScript } from "../analytics/consent-pending-script.ts";
import { currencyPendingScript } from "../currency/currency-pending-script.ts";
import { baselineContentSecurityPolicy, originOf } from "./security-headers.ts";

/**
 * Routes rendered per request that get the nonce policy. A route joins only if it is dynamic: a prerendered page
 * has no nonce on its scripts, so the nonce policy would block them all (tests/e2e/csp.spec.ts checks the build).
 */
const SHOPPER_PAGE_PREFIXES = [
  "/cart",
  "/checkout",
  "/order-confirmation",
  "/invoice",
  "/track-order",
  "/account",
  "/newsletter/unsubscribe",
  "/newsletter/confirm",
];
// The Arabic shop repeats every shopper page under /ar (app/[locale]); the back office is English only.
export const NONCE_PAGE_PREFIXES = [
  ...SHOPPER_PAGE_PREFIXES,
  ...SHOPPER_PAGE_PREFIXES.map((prefix) => `/ar${prefix}`),
  "/admin",
];

/** Shopify's image CDN (cart lines of the Shopify provider) and the ad pixel's image endpoint (lib/analytics). */
const FIXED_IMAGE_HOSTS = ["https://cdn.shopify.com", "https://www.facebook.com"];

/** 'strict-dynamic' ignores 'unsafe-inline': the shop's own inline scripts run on nonce'd pages by their hashes. */
export const inlineScriptHashes = [consentPendingScript, currencyPendingScript].map(scriptHashSource);

/** The hash-source ('sha256-…') a policy must list for an inline script with this text to run. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

export function needsNonce(pathname: string): boolean {
  return NONCE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const NONCE_BYTES = 16;
// Random bytes for 256 nonces per call into the system's generator: a call per page was 0.6% of the filled cart's
// server time in a profile. crypto.randomUUID pools its bytes the same way; no byte is used twice.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** 128 random bits, as the CSP specification asks of a nonce. */
export function createNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

export type PolicyOptions = {
  nonce?: string | null;
  development?: boolean;
  formActionHosts?: string[];
  imageHosts?: string[];
};

export function contentSecurityPolicy({
  nonce = null,
  development = false,
  formActionHosts = [],
  imageHosts = [],
}: PolicyOptions = {}): string {
  // With 'strict-dynamic' browsers ignore 'self' and host lists: only the nonce'd scripts and what they load run.
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, ...inlineScriptHashes, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'"];
  // React rebuilds server error stacks with eval in development only (Next.js CSP guide).
  if (development) scripts.push("'unsafe-eval'");
  const images = [
    "'self'",
    "data:",
    "blob:",
    ...new Set([...FIXED_IMAGE_HOSTS, ...imageHosts].map(originOf).filter((origin) => origin !== null)),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React's style={...} attributes and the toaster's injected <style> cannot carry a nonce; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    // next dev's hot reload talks over a WebSocket.
    `connect-src 'self'${development ? " ws:" : ""}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    baselineContentSecurityPolicy(formActionHosts),
  ].join("; ");
}

/** The Shopify store's own host, which serves cart images in the Storefront API test server and some shops. */
export function imageHostsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return [env.SHOPIFY_STORE_DOMAIN].filter((host): host is string => host !== undefined && host !== "");
}
