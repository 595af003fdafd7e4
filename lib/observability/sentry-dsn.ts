// Kept free of Next.js and of path aliases, like the rest of lib/observability.

/** Where a Sentry-compatible collector (Sentry, self-hosted GlitchTip) takes events, read from its DSN. */
export type SentryTarget = { envelopeUrl: string; publicKey: string; dsn: string };

/**
 * `https://<public key>@<host>[/<path>]/<project id>` becomes `https://<host>[/<path>]/api/<project id>/envelope/`,
 * as every Sentry SDK reads it. Anything else is null (the caller logs it once and sends nothing).
 */
export function parseSentryDsn(dsn: string | undefined): SentryTarget | null {
  if (!dsn?.trim()) return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId) || !/^https?:$/.test(url.protocol)) return null;
  const prefix = segments.length ? `/${segments.join("/")}` : "";
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: dsn.trim(),
  };
}

/** The X-Sentry-Auth header of a request to the collector (the key is public; the secret part is long retired). */
export function sentryAuthHeader(target: SentryTarget, client = "matcha-shop/1"): string {
  return `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=${client}`;
}
