const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1"]);

/** Accepts `shop.example`, `shop.example:8443` or a whole origin such as `https://shop.example/` (as SHOPIFY_STORE_DOMAIN may be written). */
function normaliseAllowedHost(entry: string): string | null {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed) return null;
  try {
    return new URL(trimmed.includes("://") ? trimmed : `https://${trimmed}`).host;
  } catch {
    return null;
  }
}

function withoutWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/**
 * Whether the shopper may be sent to `url` to pay: the host must be one of ours (with or without `www.`), exactly,
 * so a look-alike such as `shop.example.evil.test` is refused. https is required except on a local test server.
 */
export function isAllowedCheckoutUrl(url: string, allowedHosts: string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const isLocal = LOCAL_HOSTNAMES.has(target.hostname);
  if (target.protocol !== "https:" && !(target.protocol === "http:" && isLocal)) return false;
  if (target.username || target.password) return false;

  const targetHost = withoutWww(target.host);
  const targetHostname = withoutWww(target.hostname);
  return allowedHosts.some((entry) => {
    const allowed = normaliseAllowedHost(entry);
    if (!allowed) return false;
    const bare = withoutWww(allowed);
    // An entry without a port names the machine; one with a port names that one server.
    return bare.includes(":") ? bare === targetHost : bare === targetHostname;
  });
}
