import "server-only";

import { cookies } from "next/headers";

import { env } from "@/lib/env";

/**
 * Browsers keep a `__Host-` cookie only if it is Secure, has Path=/ and no Domain, so neither a sibling subdomain nor
 * a plain-http page can plant or overwrite the cart id. Chromium (and Firefox) accept Secure cookies from
 * http://localhost and http://127.0.0.1, so production builds on the e2e servers use it too. Outside production the
 * plain name stays: `next dev` may be opened over http on a LAN address, where a Secure cookie would be dropped.
 */
const secureCookie = env.NODE_ENV === "production";
export const CART_COOKIE = secureCookie ? "__Host-cart_id" : "cart_id";
const THIRTY_DAYS_IN_SECONDS = 60 * 60 * 24 * 30;

export async function readCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_COOKIE)?.value;
  // Anything longer than a cart id is not one of ours.
  return value && value.length <= 256 ? value : undefined;
}

const cookieAttributes = { httpOnly: true, sameSite: "lax", secure: secureCookie, path: "/" } as const;
/** How the cart id is saved, for a route that sets it on its own response (the reminder's restore link). */
export const cartCookieOptions = { ...cookieAttributes, maxAge: THIRTY_DAYS_IN_SECONDS } as const;

export async function saveCartId(cartId: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, cartId, cartCookieOptions);
}

/**
 * Forgets the saved cart. During a page render cookies are read-only, so there the stale id simply stays until the next
 * action.
 */
export async function forgetCartId(): Promise<void> {
  try {
    // With the same attributes: a browser ignores a `__Host-` Set-Cookie without Secure, even one that deletes.
    (await cookies()).delete({ name: CART_COOKIE, ...cookieAttributes });
  } catch {
    // Server Components cannot write cookies; the next cart action replaces the id.
  }
}
