const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * Secure cookies in production and wherever the site is https. The one exception is a production build served over
 * plain http on this machine (the embedded default on http://localhost:3000, the end-to-end servers), where a
 * browser would drop a Secure cookie and nobody could sign in.
 */
export function shouldUseSecureCookies(siteUrl: string, nodeEnv: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol === "https:") return true;
  return nodeEnv === "production" && !LOOPBACK.test(url.hostname);
}
