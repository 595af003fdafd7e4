// Kept free of Next.js and of path aliases, like the rest of lib/observability.
import { sentryAuthHeader, type SentryTarget } from "./sentry-dsn.ts";

export const SENTRY_TIMEOUT_MS = 2000;

/**
 * Posts one envelope; true when the collector took it. Never throws and never waits longer than the timeout: a
 * collector that is down or slow costs the shop nothing but the report (the JSON error line is written anyway).
 */
export async function sendEnvelope(
  target: SentryTarget,
  envelope: string,
  timeoutMs = SENTRY_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetch(target.envelopeUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-sentry-envelope", "X-Sentry-Auth": sentryAuthHeader(target) },
      body: envelope,
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}
