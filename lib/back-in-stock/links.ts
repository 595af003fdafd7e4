import "server-only";

import type { Locale } from "@/lib/i18n/locales";
import { signSubscriberLink, verifySubscriberLink } from "@/lib/newsletter/subscriber-link-signature";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { backInStockConfirmPath } from "./confirm-page-path";

export async function verifyBackInStockToken(requestId: unknown, signature: unknown): Promise<string | null> {
  return verifySubscriberLink("back-in-stock-confirm", requestId, signature);
}

/**
 * The absolute link for the confirmation e-mail: a page in the shopper's language whose button confirms. The
 * request's id is signed for this purpose only (the newsletter's HMAC with its own prefix), so nobody without the
 * shop's secret can confirm another address.
 */
export async function confirmUrlFor(request: { id: string; locale: Locale }): Promise<string> {
  const { signature } = await signSubscriberLink("back-in-stock-confirm", request.id);
  return absoluteUrl(backInStockConfirmPath(request.locale, { r: request.id, t: signature }));
}
