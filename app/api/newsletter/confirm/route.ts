import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readRouteBody, requestWithBody } from "@/lib/http/read-limited-body";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { confirmSubscription } from "@/lib/newsletter/confirm";
import { verifyConfirmToken } from "@/lib/newsletter/confirm-links";
import { configuredNewsletterProvider } from "@/lib/newsletter/provider";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** The confirmation page with the link's own token, in `locale`, with the outcome of the POST just made. */
function pageRedirect(request: Request, locale: string, result?: string): Response {
  const query = new URL(request.url).searchParams;
  const params = new URLSearchParams({ s: query.get("s") ?? "", t: query.get("t") ?? "" });
  if (result) params.set("result", result);
  const path = `${localizedPath(isLocale(locale) ? locale : defaultLocale, "/newsletter/confirm")}?${params.toString()}`;
  // Relative: behind a proxy request.url may name the internal host.
  return new Response(null, { status: 303, headers: { ...privateHeaders, Location: path } });
}

async function localeOf(request: Request, bytes: Uint8Array): Promise<string> {
  try {
    return String((await requestWithBody(request, bytes).formData()).get("locale") ?? defaultLocale);
  } catch {
    return defaultLocale;
  }
}

/** A GET (a scanner's prefetch, a pasted link) only opens the page: confirming takes the page's button. */
export function GET(request: Request): Response {
  return pageRedirect(request, defaultLocale);
}

/**
 * The confirmation page's button (a plain form POST, no JavaScript needed). The signed link is the only proof
 * needed: only the inbox was sent it. Pressing it twice confirms once; a provider failure changes nothing and says
 * so, and the button can be pressed again.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readRouteBody(request, "/api/newsletter/confirm");
  if (!body.ok) return body.response;
  const locale = await localeOf(request, body.bytes);
  const limit = await rateLimits.newsletterConfirmByClient.consume(await getClientAddress());
  if (!limit.ok) return pageRedirect(request, locale, "throttled");
  const query = new URL(request.url).searchParams;
  const subscriberId = await verifyConfirmToken(query.get("s"), query.get("t"));
  if (!subscriberId) return pageRedirect(request, locale);
  try {
    const provider = configuredNewsletterProvider({
      url: env.NEWSLETTER_PROVIDER_URL,
      listId: env.NEWSLETTER_PROVIDER_LIST_ID,
    });
    const outcome = await confirmSubscription(await getDb(), subscriberId, provider);
    return pageRedirect(request, locale, outcome === "unknown" ? undefined : "confirmed");
  } catch (error) {
    logError("newsletter confirmation failed", error, { requestId: await currentRequestId() });
    return pageRedirect(request, locale, "failed");
  }
}
