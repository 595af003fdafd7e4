// The headers every response carries, from one place: next.config.ts applies them to what Next.js renders, and
// server.ts to everything else it answers (framework redirects, its own 400/405 answers), so no response is bare.

/** `https://shop.example` for `shop.example` or `https://shop.example/`; local test servers keep their http. */
export function originOf(entry: string | null | undefined): string | null {
  const trimmed = String(entry ?? "").trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed.includes("://") ? trimmed : `https://${trimmed}`).origin;
  } catch {
    return null;
  }
}

/** Where browsers send Content-Security-Policy violation reports (app/api/csp-report). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * The policy directives that hold on every page whatever its scripts: no plugins, no <base> rewriting, no framing,
 * and forms post only to the shop itself or to the checkout hosts it hands shoppers to.
 */
export function baselineContentSecurityPolicy(formActionHosts: string[] = []): string {
  const formTargets = ["'self'", ...new Set(formActionHosts.map(originOf).filter((origin) => origin !== null))];
  return [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${formTargets.join(" ")}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

export type Header = { key: string; value: string };

export function securityHeaders({
  production = false,
  formActionHosts = [],
}: { production?: boolean; formActionHosts?: string[] } = {}): Header[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "Content-Security-Policy", value: baselineContentSecurityPolicy(formActionHosts) },
  ];
  // Browsers ignore HSTS over plain http, and a developer's localhost must not be pinned to https.
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}

/** The checkout hosts named by the environment, for form-action. */
export function checkoutHostsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return [env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN].filter(
    (host): host is string => host !== undefined && host !== "",
  );
}
