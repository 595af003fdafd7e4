const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** "https://www.Shop.com:443/x" or "shop.com" -> "shop.com": the bare host a setting names. */
function bareHost(value: string): string {
  const host = value.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").split(/[/?#]/)[0] ?? "";
  return host.replace(/:\d+$/, "").replace(/^www\./, "");
}

/**
 * Whether a checkout URL may receive the shopper: its host must be one of `allowedHosts`, with or without
 * "www.", and it must use https (plain http only for a shop running on this machine).
 */
export function isAllowedCheckoutUrl(url: string, allowedHosts: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const hostname = parsed.hostname.toLowerCase();
  const secure = parsed.protocol === "https:" || (parsed.protocol === "http:" && LOCAL_HOSTNAMES.has(hostname));
  if (!secure || parsed.username || parsed.password) return false;
  return allowedHosts.map(bareHost).some((allowed) => allowed !== "" && (hostname === allowed || hostname === `www.${allowed}`));
}
