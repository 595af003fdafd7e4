import { getDb } from "@/lib/db";
import { readRouteBody, requestWithBody } from "@/lib/http/read-limited-body";
import { defaultLocale, isLocale, localizedPath } from "@/lib/i18n/locales";
import { unsubscribeFromNewsletter, subscriberConsentOf } from "@/lib/newsletter/unsubscribe";
import { verifyUnsubscribeToken } from "@/lib/newsletter/unsubscribe-token";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** The confirm page with the link's own token, in `locale`, optionally with the outcome of the POST just made. */
function pageRedirect(request: Request, locale: string, result?: string): Response {
  const query = new URL(request.url).searchParams;
  const params = new URLSearchParams({ s: query.get("s") ?? "", t: query.get("t") ?? "" });
  if (result) params.set("result", result);
  const path = `${localizedPath(isLocale(locale) ? locale : defaultLocale, "/newsletter/unsubscribe")}?${params.toString()}`;
  // Relative: behind a proxy request.url may name the internal host.
  return new Response(null, { status: 303, headers: { ...privateHeaders, Location: path } });
}

/** The body as form fields (RFC 8058 allows urlencoded or multipart); null when it is neither. */
async function formOf(request: Request, bytes: Uint8Array): Promise<FormData | null> {
  try {
    return await requestWithBody(request, bytes).formData();
  } catch {
    return null;
  }
}

/**
 * The List-Unsubscribe address. A GET (a person's click, a scanner's prefetch) only opens the confirm page in the
 * subscriber's language: a GET must never unsubscribe.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const subscriberId = await verifyUnsubscribeToken(query.get("s"), query.get("t"));
  const subscriber = subscriberId ? await subscriberConsentOf(await getDb(), subscriberId) : undefined;
  return pageRedirect(request, subscriber?.locale ?? defaultLocale);
}

/**
 * Unsubscribes the signed subscriber. Two callers: the mailbox provider's one-click POST (RFC 8058, body
 * `List-Unsubscribe=One-Click`, no cookies, no Origin), answered with a short 200; and the confirm page's form
 * (`from=page`), sent back to the page to show the outcome, which works without JavaScript.
 */
export async function POST(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const body = await readRouteBody(request, "/api/newsletter/unsubscribe");
  if (!body.ok) return body.response;
  const form = await formOf(request, body.bytes);
  const fromPage = form?.get("from") === "page";
  const locale = String(form?.get("locale") ?? defaultLocale);
  const subscriberId = await verifyUnsubscribeToken(query.get("s"), query.get("t"));
  if (!subscriberId) {
    return fromPage
      ? pageRedirect(request, locale)
      : new Response("This unsubscribe link is not valid.\n", {
          status: 400,
          headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
        });
  }
  try {
    const outcome = await unsubscribeFromNewsletter(await getDb(), subscriberId);
    if (fromPage) return pageRedirect(request, locale, outcome);
    const text = outcome === "unsubscribed" ? "Unsubscribed.\n" : "Already unsubscribed.\n";
    return new Response(text, {
      status: 200,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  } catch (error) {
    logError("newsletter unsubscribe failed", error, { requestId: await currentRequestId() });
    // A 5xx tells the mailbox provider to try again later; the page's form can simply be sent again.
    return new Response("Please try again in a moment.\n", {
      status: 503,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
