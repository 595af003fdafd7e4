import { NextResponse, type NextRequest } from "next/server";

import { CART_COOKIE, cartCookieOptions } from "@/lib/cart/cart-cookie";
import { cartForRestoreLink } from "@/lib/cart-reminders/restore-cart";
import { getDb } from "@/lib/db";
import { isLocale, localizedPath } from "@/lib/i18n/locales";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

// The token is in the address: no referrer carries it on, no index keeps it.
const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/**
 * The cart reminder's link: puts the reminded cart in this browser's cookie (any device: the link is the key) and
 * opens the cart page in the shopper's language. An expired or unknown link, or a cart ordered since, opens the cart
 * page as it is. Only the cookie changes, so a mail scanner opening the link first harms nothing.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const locale = searchParams.get("locale");
  const cartPage = localizedPath(isLocale(locale) ? locale : "en", "/cart");
  // The database away: the cart page as it is (it says so itself), never an error page for a reminder's link.
  const cartId = await cartForRestoreLink(await getDb(), searchParams.get("t") ?? "").catch(async (error: unknown) => {
    logError("[cart] restoring a reminded cart failed", error, { requestId: await currentRequestId() });
    return null;
  });
  // A path, as the other routes answer: the browser resolves it against the shop's own address.
  const response = new NextResponse(null, { status: 303, headers: { Location: cartPage, ...privateHeaders } });
  if (cartId) response.cookies.set(CART_COOKIE, cartId, cartCookieOptions);
  return response;
}
