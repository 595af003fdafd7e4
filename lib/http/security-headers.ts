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

/**
 * The hosted payment page of the configured gateway (lib/payments): a form posted without JavaScript is redirected
 * there. Stripe Checkout is on checkout.stripe.com and Checkout.com's page on pay(.sandbox).checkout.com; an API base
 * of another host (a proxy, the local test server) serves the page itself.
 */
export function paymentPageHosts(env: Record<string, string | undefined> = process.env): string[] {
  if (env.PAYMENT_PROVIDER === "stripe") {
    const base = env.STRIPE_API_BASE;
    return ["https://checkout.stripe.com", ...(base && !base.includes("api.stripe.com") ? [base] : [])];
  }
  if (env.PAYMENT_PROVIDER === "checkoutcom") {
    const base = env.CHECKOUT_COM_API_BASE ?? "";
    if (base.includes(".checkout.com"))
      return [base.includes("sandbox") ? "https://pay.sandbox.checkout.com" : "https://pay.checkout.com"];
    return base ? [base] : [];
  }
  return [];
}

/** The checkout hosts named by the environment, for form-action. */
export function checkoutHostsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return [env.SHOP_CHECKOUT_DOMAIN, env.SHOPIFY_STORE_DOMAIN, ...paymentPageHosts(env)].filter(
    (host): host is string => host !== undefined && host !== "",
  );
}
